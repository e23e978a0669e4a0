import { content } from '../../engine/data';
import type { DecisionKind, LogEntry, Phase, SagaStep } from '../../source/tableSource';
import { facelessReason } from './facelessReasons';
import {
  cardName,
  combatantName,
  denizenName,
  dialKindName,
  eventName,
  factionName,
  glyphName,
  plural,
  regionName,
  sagaName,
  sideName,
  stageName,
  STAGE_NUMERALS,
  targetName,
  vaalaName,
} from './names';
import { slotName } from './epicText';

/**
 * The engine's typed log (engine/logTypes.ts) in the game's own words: one sentence per kind, in
 * one switch the compiler checks is exhaustive. Ids never reach the text: every region, faction,
 * card, dial and Denizen is named from content.
 */

const PHASE_NAMES: Record<Phase, string> = {
  planning: 'Planning',
  resolution: 'Resolution',
  cleanup: 'Clean-up',
  over: 'Game over',
};

export const phaseName = (phase: Phase): string => PHASE_NAMES[phase];

const FATES = {
  standing: 'still standing',
  destroyed: 'destroyed',
  injured: 'injured',
  retreated: 'retreated',
} as const;

/** "Kadmos Stage I", "Kadmos setup", "Kadmos ∞" — the Saga step a line was written during. */
export function sagaStepName(step: SagaStep): string {
  const saga = sagaName(step.saga);
  if (step.when === 'setup') return `${saga} setup`;
  if (step.when === 'stage' && step.stage !== 0) return `${saga} ${stageName(step.stage)}`;
  return `${saga} ${STAGE_NUMERALS[0]}`;
}

/** The Epic board slot a line names, by its seat's board side and the slot's index. */
function boardSlot(entry: Extract<LogEntry, { kind: 'token-placed' | 'token-flipped' }>): string {
  const role = content.FACTIONS[entry.seat].role;
  const slot = content.EPIC_BOARDS[role].slots[entry.slot];
  return slot ? slotName(slot) : 'Epic board';
}

/** What a Faceless's "done" means, by the decision it answered. */
const HELD: Partial<Record<DecisionKind, string>> = {
  assault: 'does not attack',
  wrath: 'does not attack',
  'vaala-target': 'strikes nothing',
  move: 'stops moving',
  fly: 'stops flying',
  vaala: 'plays no Vaala card',
};

const tokens = (n: number) => plural(n, 'Power token');

/** "Tyveria aims its Vaala card at Skarn (Dragon) in Red Moon Steppe", "Red Moon Steppe is picked". */
function pickedSentence(entry: Extract<LogEntry, { kind: 'faceless-picked' }>): string {
  const what = entry.target
    ? targetName(entry.target, entry.region)
    : entry.region
      ? regionName(entry.region)
      : 'an option';
  if (entry.seat === null) return `${what} is picked`;
  const who = factionName(entry.seat);
  if (entry.decision !== 'vaala-target') return `${who} picks ${what}`;
  return entry.target
    ? `${who} aims its Vaala card at ${what}`
    : `${who} picks ${what} for its Vaala card`;
}

/** The sentence of one entry's facts, without its round, phase, Saga step or reason. */
function factSentence(entry: LogEntry): string {
  switch (entry.kind) {
    case 'saga-chosen':
      return `${sagaName(entry.saga)} is in play`;
    case 'starting-power':
      return `${factionName(entry.seat)} starts with ${tokens(entry.count)} (Faceless strength: ${content.FACELESS_STRENGTHS[entry.strength].name})`;
    case 'dragonbond-roll': {
      const partner = entry.dragon ? factionName(entry.dragon) : 'the Dragon dial';
      const outcome = entry.bonded ? 'they are bonded' : 'no bond';
      return `${factionName(entry.seat)} and ${partner} rolled for Dragonbond (${entry.dice.join(' and ')}): ${outcome}`;
    }
    case 'planned':
      return `${factionName(entry.seat)} put a card face down on the Action stack`;
    case 'passed':
      return `${factionName(entry.seat)} passed and takes the initiative`;
    case 'ally-bid':
      return `${factionName(entry.seat)} bid ${tokens(entry.bid)} for the Ally token`;
    case 'ally-bid-passed':
      return `${factionName(entry.seat)} did not bid for the Ally token`;
    case 'ally-token':
      return entry.seat
        ? `${factionName(entry.seat)} won the bidding and holds the Ally token (${tokens(entry.bid)} spent)`
        : 'No one bid: no one holds the Ally token this round';
    case 'event-revealed':
      return `Event revealed: ${eventName(entry.event)}`;
    case 'card-revealed':
      return `${factionName(entry.seat)} revealed ${cardName(entry.card)}`;
    case 'region-card-idle':
      return `${factionName(entry.seat)}'s Region card for ${regionName(entry.region)} does nothing: the region is not theirs`;
    case 'glyph-cancelled':
      return `${factionName(entry.seat)}'s ${glyphName(entry.glyph)} Glyph is cancelled by the skull`;
    case 'deployed':
      return `${factionName(entry.seat)} deployed a Unit in ${regionName(entry.region)}`;
    case 'unit-moved':
      return `${factionName(entry.seat)} moved a Unit from ${regionName(entry.from)} to ${regionName(entry.to)}`;
    case 'general-moved':
      return `${factionName(entry.seat)}'s General moved from ${regionName(entry.from)} to ${regionName(entry.to)}`;
    case 'dragon-flew':
      return `${factionName(entry.seat)} flew from ${regionName(entry.from)} to ${regionName(entry.to)}`;
    case 'harvested':
      return `${factionName(entry.seat)} harvested ${tokens(entry.count)}`;
    case 'fortified':
      return `${factionName(entry.seat)} built a city in ${regionName(entry.region)}`;
    case 'upgraded':
      return `${factionName(entry.seat)} recruited the ${denizenName(entry.denizen)}`;
    case 'denizen-harvested':
      return `${factionName(entry.seat)} took the ${denizenName(entry.denizen)} from the lineup (Harvest slot)`;
    case 'vaala-drawn':
      return `${factionName(entry.seat)} drew a Vaala card`;
    case 'vaala-played': {
      const paid = entry.cost > 0 ? ` for ${plural(entry.cost, 'Power', 'Power')}` : '';
      return `${factionName(entry.seat)} played ${vaalaName(entry.card)}${paid}`;
    }
    case 'vaala-discarded':
      return `${factionName(entry.seat)} discarded ${vaalaName(entry.card)} down to the hand limit`;
    case 'vaala-given':
      return `${factionName(entry.seat)} laid ${vaalaName(entry.card)} face up before ${factionName(entry.to)}`;
    case 'ally-given':
      return `${factionName(entry.seat)} gave the Ally token to ${factionName(entry.holder)}`;
    case 'units-placed':
      return `${factionName(entry.seat)} placed ${plural(entry.count, 'Unit')} in ${regionName(entry.region)}`;
    case 'forced-march':
      return `${factionName(entry.seat)} force-marched from ${regionName(entry.from)} to ${regionName(entry.to)} with ${plural(entry.count, 'Unit')}`;
    case 'ability-used':
      return `${factionName(entry.seat)} discarded ${vaalaName(entry.discarded)} to use ${entry.ability}`;
    case 'power-placed':
      return `${eventName(entry.event)}: ${tokens(entry.count)} placed`;
    case 'neutral-units-placed':
      return `${eventName(entry.event)}: ${plural(entry.count, 'neutral Unit')} placed`;
    case 'power-returned':
      return `${factionName(entry.seat)} returned ${tokens(entry.count)} from ${regionName(entry.region)} to the supply`;
    case 'units-over-limit':
      return `${factionName(entry.seat)} returned ${plural(entry.count, 'Unit')} beyond the limit in ${regionName(entry.region)} to the supply`;
    case 'combat-started':
      return `${combatantName(entry.attacker, entry.origin)} attacked ${combatantName(entry.defender, entry.battleground)}`;
    case 'combat-roll': {
      const roller = entry.seat ? factionName(entry.seat) : `The ${entry.side}`;
      const dice = entry.faces.length > 0 ? entry.faces.join(', ') : 'no dice';
      return `${roller} rolled ${dice} (${entry.side}, combat round ${entry.round})`;
    }
    case 'defender-retreats':
      return `${factionName(entry.seat)} retreats instead of counterattacking`;
    case 'attacker-retreats':
      return `${factionName(entry.seat)} breaks off the attack`;
    case 'combat-ended':
      return `Combat over: attacker ${FATES[entry.attacker]}, defender ${FATES[entry.defender]}`;
    case 'units-destroyed': {
      const by = entry.seat ? ` by ${factionName(entry.seat)}` : '';
      return `${plural(entry.count, `${sideName(entry.side)} Unit`)} destroyed in ${regionName(entry.region)}${by}`;
    }
    case 'city-destroyed':
      return `The city in ${regionName(entry.region)} was destroyed`;
    case 'essence-completed': {
      const track = entry.dial ? "the bonded dial's Essence track" : 'the Essence track';
      const who = entry.seat ? factionName(entry.seat) : 'Someone';
      return `${who} completed ${track} and gained ${tokens(entry.power)}`;
    }
    case 'dragon-wounded':
      return `${factionName(entry.seat)} took ${plural(entry.hits, 'wound')} (${entry.wounds} on the track)`;
    case 'skull':
      return `${factionName(entry.seat)} reached the skull: heals 5 wounds and loses the next Glyph`;
    case 'dragon-healed':
      return `${factionName(entry.seat)} healed ${plural(entry.healed, 'wound')}`;
    case 'creature-appeared':
      return `The ${denizenName(entry.creature)} appeared in ${regionName(entry.region)}`;
    case 'creature-defeated':
      return `${entry.seat ? factionName(entry.seat) : 'Someone'} defeated the ${denizenName(entry.creature)}`;
    case 'injured':
      return `${factionName(entry.seat)} was injured`;
    case 'token-stolen': {
      const token = entry.spent ? 'a spent' : 'an unspent';
      const to = entry.thief ? factionName(entry.thief) : 'the supply';
      return `${factionName(entry.seat)} gave up ${token} Power token to ${to}`;
    }
    case 'retreated':
      return `${factionName(entry.seat)} retreated from ${regionName(entry.from)} to ${regionName(entry.to)}`;
    case 'advanced':
      return `${factionName(entry.seat)} advanced ${plural(entry.count, 'Unit')} from ${regionName(entry.from)} to ${regionName(entry.to)}`;
    case 'general-advanced':
      return `${factionName(entry.seat)}'s General advanced from ${regionName(entry.from)} to ${regionName(entry.to)}`;
    case 'token-placed':
      return `${factionName(entry.seat)} placed ${entry.side === 'spent' ? 'a spent' : 'a'} Power token on the ${boardSlot(entry)}`;
    case 'token-flipped':
      return `${factionName(entry.seat)} flipped the token on the ${boardSlot(entry)} to its ${entry.side ?? 'other'} side`;
    case 'stage-advanced':
      return `${sagaName(entry.saga)} reached ${stageName(entry.stage)}`;
    case 'saga-attack':
      return `an attack by ${combatantName(entry.attacker, null)} on ${regionName(entry.region)}`;
    case 'saga-neutral-unit':
      return `a neutral Unit is placed in ${regionName(entry.region)}`;
    case 'saga-power-gained':
      return `every player gains ${tokens(entry.count)}`;
    case 'saga-power-placed':
      return `${tokens(entry.count)} placed in ${regionName(entry.region)}`;
    case 'saga-power-removed':
      return `${tokens(entry.count)} removed from ${regionName(entry.region)}`;
    case 'saga-power-flipped':
      return `${factionName(entry.seat)} flips ${tokens(entry.count)} to the ${entry.spent ? 'spent' : 'unspent'} side`;
    case 'power-destroyed':
      return `${tokens(entry.count)} destroyed in ${regionName(entry.region)}`;
    case 'dial-placed':
      return `a ${dialKindName(entry.dialKind)} rises in ${regionName(entry.region)}`;
    case 'dial-destroyed': {
      const where = entry.region ? ` in ${regionName(entry.region)}` : '';
      return `The ${dialKindName(entry.dialKind)}${where} was destroyed`;
    }
    case 'dial-bonded':
      return `${factionName(entry.seat)} is bonded to the Dragon dial${entry.region ? ` in ${regionName(entry.region)}` : ''}`;
    case 'dial-wounded':
      return `The bonded Dragon dial took ${plural(entry.hits, 'wound')} (${entry.wounds} on the dial)`;
    case 'dial-skull':
      return 'The bonded Dragon dial reached the skull: it heals and its General loses the next Glyph';
    case 'dial-moved':
      return `${factionName(entry.seat)}'s bonded Dragon dial moved to ${regionName(entry.to)}`;
    case 'dial-healed':
      return `The Dragon dial healed ${plural(entry.healed, 'wound')}`;
    case 'null-wrath': {
      const bonus = entry.bonus > 0 ? ` with +${entry.bonus} Combat Value` : '';
      return `the Null's Wrath strikes from ${regionName(entry.region)}${bonus}`;
    }
    case 'null-force-defeated':
      return `${factionName(entry.seat)} defeated a Null force and plays a Vaala Glyph`;
    case 'relic-placed':
      return `a Relic (Power token) is laid on the ${denizenName(entry.denizen)}`;
    case 'relic-removed':
      return `the Relic on the ${denizenName(entry.denizen)} is removed`;
    case 'relic-gained':
      return `${factionName(entry.seat)} takes the Relic on the ${denizenName(entry.denizen)}`;
    case 'relics-returned':
      return `${tokens(entry.count)} taken off the ${denizenName(entry.denizen)}`;
    case 'strongholds-taken':
      return `${factionName(entry.seat)} holds ${plural(entry.rings, 'Stronghold')}`;
    case 'stronghold-power':
      return `${tokens(entry.power)} placed on the Strongholds`;
    case 'stronghold-placed':
      return `A ${entry.owner === 'neutral' ? 'neutral ' : `${factionName(entry.owner)} `}Stronghold rises in ${regionName(entry.region)}`;
    case 'stronghold-reset':
      return `The Stronghold in ${regionName(entry.region)} is restored`;
    case 'stronghold-destroyed':
      return `The ${entry.owner === 'neutral' ? 'neutral' : factionName(entry.owner)} Stronghold in ${regionName(entry.region)} was destroyed`;
    case 'creature-called': {
      const passed = entry.passed > 0 ? ` (${plural(entry.passed, 'card')} passed over)` : '';
      return `the ${denizenName(entry.creature)} is called from the Denizen deck${passed}`;
    }
    case 'creatures-recycled':
      return `${plural(entry.count, 'discarded Creature card')} shuffled back into the Denizen deck`;
    case 'creature-lashes-out':
      return `the ${denizenName(entry.creature)} lashes out for ${plural(entry.wounds, 'wound')}`;
    case 'creature-discarded':
      return `The ${denizenName(entry.creature)} card is discarded: one is already on the map`;
    case 'faceless-held':
      return `${factionName(entry.seat)} ${HELD[entry.decision] ?? 'does nothing more'}`;
    case 'faceless-picked':
      return pickedSentence(entry);
    case 'cleanup':
      return 'Clean-up: cards return, Region cards are dealt again, the lineup is refreshed';
    case 'game-won': {
      const winners = entry.winners.map(factionName).join(' and ');
      const reason = entry.reason === 'power' ? 'on Power' : 'when the Event deck ran out';
      return `${winners} ${entry.winners.length > 1 ? 'win' : 'wins'} ${reason}`;
    }
    default:
      return entry satisfies never;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sentence for one entry, without its round and phase: "Allaria deployed a Unit in …",
 * "Kadmos Stage I: a Dragon dial rises in Vaala Crossing", "Skarn flew … — heading for …".
 */
export function logSentence(entry: LogEntry): string {
  const facts = factSentence(entry);
  const sentence = entry.during ? `${sagaStepName(entry.during)}: ${facts}` : capitalise(facts);
  return entry.why ? `${sentence} — ${facelessReason(entry.why)}` : sentence;
}

/** "Round 2 · Resolution · Allaria deployed a Unit in Vaala Crossing". */
export function logLine(entry: LogEntry): string {
  return `Round ${entry.round} · ${phaseName(entry.phase)} · ${logSentence(entry)}`;
}
