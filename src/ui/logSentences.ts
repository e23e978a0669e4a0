import { content, type LogEntry, type Phase } from '../engine';
import type {
  CardId,
  DenizenId,
  EventId,
  FacelessStrength,
  FactionId,
  Glyph,
  RegionId,
  SagaId,
  VaalaId,
} from '../engine';
import {
  capitalise,
  cardName,
  denizenName,
  eventName,
  factionName,
  glyphName,
  plural,
  regionName,
  stageName,
  vaalaName,
} from './names';
import { slotName } from './epicText';

/** Turns the engine's structured log ({round, phase, seat, kind, params}) into sentences. */

const PHASE_NAMES: Partial<Record<Phase, string>> = {
  planning: 'Planning',
  resolution: 'Resolution',
  cleanup: 'Clean-up',
  over: 'Game over',
};

export const phaseName = (phase: Phase): string => PHASE_NAMES[phase] ?? phase;

type Params = LogEntry['params'];

const text = (params: Params, key: string): string => {
  const value = params[key];
  return typeof value === 'string' ? value : String(value ?? '');
};
const num = (params: Params, key: string): number => {
  const value = params[key];
  return typeof value === 'number' ? value : Number(value ?? 0);
};
const list = (params: Params, key: string): string[] => {
  const value = params[key];
  return Array.isArray(value) ? value : [];
};

const region = (params: Params, key: string) => regionName(text(params, key) as RegionId);
const faction = (id: string) => (id in content.FACTIONS ? factionName(id as FactionId) : id);

/** The combat log names a side as "allaria@cross", a Dragon by its seat, a Creature by its card. */
function combatant(described: string): string {
  const [side, where] = described.split('@');
  if (where) {
    const place = regionName(where as RegionId);
    return side === 'neutral' ? `the neutral Units in ${place}` : `${faction(side)} in ${place}`;
  }
  if (described in content.FACTIONS) return faction(described);
  if (described in content.DENIZENS) return `the ${denizenName(described as DenizenId)}`;
  return described;
}

/** The Epic board slot a log entry names (its seat's board side, its slot index). */
function boardSlot(entry: LogEntry): string {
  const role = entry.seat ? content.FACTIONS[entry.seat].role : 'general';
  const slot = content.EPIC_BOARDS[role].slots[num(entry.params, 'slot')];
  return slot ? slotName(slot) : 'Epic board';
}

const FATES: Record<string, string> = {
  standing: 'still standing',
  destroyed: 'destroyed',
  injured: 'injured',
  retreated: 'retreated',
};

/** The sentence for one entry, without its round and phase ("Allaria deployed a Unit in …"). */
export function logSentence(entry: LogEntry): string {
  const who = entry.seat ? factionName(entry.seat) : 'The table';
  const p = entry.params;
  switch (entry.kind) {
    case 'planned':
      return `${who} put a card face down on the Action stack`;
    case 'passed':
      return `${who} passed and takes the initiative`;
    case 'event-revealed':
      return `Event revealed: ${eventName(text(p, 'event') as EventId)}`;
    case 'card-revealed':
      return `${who} revealed ${cardName(text(p, 'card') as CardId)}`;
    case 'region-card-idle':
      return `${who}'s Region card for ${region(p, 'region')} does nothing: the region is not theirs`;
    case 'glyph-cancelled':
      return `${who}'s ${glyphName(text(p, 'glyph') as Glyph)} Glyph is cancelled by the skull`;
    case 'deployed':
      return `${who} deployed a Unit in ${region(p, 'region')}`;
    case 'unit-moved':
      return `${who} moved a Unit from ${region(p, 'from')} to ${region(p, 'to')}`;
    case 'general-moved':
      return `${who}'s General moved from ${region(p, 'from')} to ${region(p, 'to')}`;
    case 'dragon-flew':
      return `${who} flew from ${region(p, 'from')} to ${region(p, 'to')}`;
    case 'harvested':
      return `${who} harvested ${plural(num(p, 'count'), 'Power token')}`;
    case 'fortified':
      return `${who} built a city in ${region(p, 'region')}`;
    case 'upgraded':
      return `${who} recruited the ${denizenName(text(p, 'denizen') as DenizenId)}`;
    case 'vaala-drawn':
      return `${who} drew a Vaala card`;
    case 'vaala-played': {
      const cost = num(p, 'cost');
      const paid = cost > 0 ? ` for ${cost} Power` : '';
      return `${who} played ${vaalaName(text(p, 'card') as VaalaId)}${paid}`;
    }
    case 'stage-advanced': {
      const saga = content.SAGAS[text(p, 'saga') as SagaId];
      return `${saga?.name ?? text(p, 'saga')} reached ${stageName(num(p, 'stage') as 1 | 2 | 3)}`;
    }
    case 'units-placed':
      return `${who} placed ${plural(num(p, 'count'), 'Unit')} in ${region(p, 'region')}`;
    case 'forced-march':
      return `${who} force-marched from ${region(p, 'from')} to ${region(p, 'to')} with ${plural(num(p, 'count'), 'Unit')}`;
    case 'combat-started':
      return `${capitalise(combatant(text(p, 'attacker')))} attacked ${combatant(text(p, 'defender'))} from ${region(p, 'origin')}`;
    case 'combat-roll': {
      const side = text(p, 'side') === 'defender' ? 'defender' : 'attacker';
      const roller = entry.seat ? who : `The ${side}`;
      const faces = list(p, 'faces');
      const dice = faces.length > 0 ? faces.join(', ') : 'no dice';
      return `${roller} rolled ${dice} (${side}, combat round ${num(p, 'round')})`;
    }
    case 'defender-retreats':
      return `${who} retreats instead of counterattacking`;
    case 'attacker-retreats':
      return `${who} breaks off the attack`;
    case 'combat-ended':
      return `Combat over: attacker ${FATES[text(p, 'attacker')] ?? text(p, 'attacker')}, defender ${FATES[text(p, 'defender')] ?? text(p, 'defender')}`;
    case 'units-destroyed': {
      const side = text(p, 'side');
      const whose = side === 'neutral' ? 'neutral' : faction(side);
      const by = entry.seat ? ` by ${who}` : '';
      return `${plural(num(p, 'count'), `${whose} Unit`)} destroyed in ${region(p, 'region')}${by}`;
    }
    case 'city-destroyed':
      return `The city in ${region(p, 'region')} was destroyed`;
    case 'essence-completed':
      return `${who} completed the Essence track and gained ${plural(num(p, 'power'), 'Power token')}`;
    case 'dragon-wounded':
      return `${who} took ${plural(num(p, 'hits'), 'wound')} (${num(p, 'wounds')} on the track)`;
    case 'skull':
      return `${who} reached the skull: heals 5 wounds and loses the next Glyph`;
    case 'dragon-healed':
      return `${who} healed ${plural(num(p, 'healed'), 'wound')}`;
    case 'creature-appeared':
      return `The ${denizenName(text(p, 'creature') as DenizenId)} appeared in ${region(p, 'region')}`;
    case 'creature-defeated':
      return `${entry.seat ? who : 'Someone'} defeated the ${denizenName(text(p, 'creature') as DenizenId)}`;
    case 'power-placed':
      return `${eventName(text(p, 'event') as EventId)}: ${plural(num(p, 'count'), 'Power token')} placed`;
    case 'neutral-units-placed':
      return `${eventName(text(p, 'event') as EventId)}: ${plural(num(p, 'count'), 'neutral Unit')} placed`;
    case 'dragonbond-roll': {
      const dragon = faction(text(p, 'dragon'));
      const dice = list(p, 'dice').join(' and ');
      const outcome = p.bonded ? 'they are bonded' : 'no bond';
      return `${who} and ${dragon} rolled for Dragonbond (${dice}): ${outcome}`;
    }
    case 'injured':
      return `${who} was injured`;
    case 'token-stolen': {
      const thief = text(p, 'thief');
      const token = p.spent ? 'a spent' : 'an unspent';
      const to = thief && thief !== 'null' ? faction(thief) : 'the supply';
      return `${who} gave up ${token} Power token to ${to}`;
    }
    case 'token-placed':
      return `${who} placed ${p.side === 'spent' ? 'a spent' : 'a'} Power token on the ${boardSlot(entry)}`;
    case 'token-flipped':
      return `${who} flipped the token on the ${boardSlot(entry)} to its ${text(p, 'side')} side`;
    case 'ability-used':
      return `${who} discarded ${vaalaName(text(p, 'discarded') as VaalaId)} to use ${text(p, 'ability')}`;
    case 'ally-given':
      return `${who} gave the Ally token to ${faction(text(p, 'holder'))}`;
    case 'denizen-harvested':
      return `${who} took ${denizenName(text(p, 'denizen') as DenizenId)} from the lineup (Harvest slot)`;
    case 'dial-healed':
      return `${who}'s bonded Dragon dial healed ${plural(num(p, 'healed'), 'wound')}`;
    case 'retreated':
      return `${who} retreated from ${region(p, 'from')} to ${region(p, 'to')}`;
    case 'advanced':
      return `${who} advanced ${plural(num(p, 'count'), 'Unit')} from ${region(p, 'from')} to ${region(p, 'to')}`;
    case 'general-advanced':
      return `${who}'s General advanced from ${region(p, 'from')} to ${region(p, 'to')}`;
    case 'ally-bid':
      return `${who} bid ${plural(num(p, 'bid'), 'Power token')} for the Ally token`;
    case 'ally-bid-passed':
      return `${who} did not bid for the Ally token`;
    case 'ally-token':
      return entry.seat
        ? `${who} won the bidding and holds the Ally token (${plural(num(p, 'bid'), 'Power token')} spent)`
        : 'No one bid: no one holds the Ally token this round';
    case 'vaala-given':
      return `${who} laid ${vaalaName(text(p, 'card') as VaalaId)} face up before ${faction(text(p, 'to'))}`;
    case 'starting-power': {
      const strength = content.FACELESS_STRENGTHS[text(p, 'strength') as FacelessStrength]?.name;
      return `${who} starts with ${plural(num(p, 'count'), 'Power token')} (Faceless strength: ${strength})`;
    }
    case 'units-over-limit':
      return `${who} returned ${plural(num(p, 'count'), 'Unit')} beyond the limit in ${region(p, 'region')} to the supply`;
    case 'power-returned':
      return `${who} returned ${plural(num(p, 'count'), 'Power token')} from ${region(p, 'region')} to the supply`;
    case 'cleanup':
      return 'Clean-up: cards return, Region cards are dealt again, the lineup is refreshed';
    case 'game-won': {
      const winners = list(p, 'winners').map(faction).join(' and ');
      const reason = text(p, 'reason') === 'power' ? 'on Power' : 'when the Event deck ran out';
      return `${winners} ${list(p, 'winners').length > 1 ? 'win' : 'wins'} ${reason}`;
    }
    default:
      return `${who}: ${entry.kind.replace(/-/g, ' ')}`;
  }
}

/** "Round 2 · Resolution · Allaria deployed a Unit in Vaala Crossing". */
export function logLine(entry: LogEntry): string {
  return `Round ${entry.round} · ${phaseName(entry.phase)} · ${logSentence(entry)}`;
}
