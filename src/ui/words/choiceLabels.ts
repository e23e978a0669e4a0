import { content } from '../../engine/data';
import type { Choice, Decision, DecisionKind, RegionId, Role } from '../../source/tableSource';
import { slotEffect, slotName } from './epicText';
import {
  cardName,
  denizenName,
  factionName,
  isVaalaCard,
  glyphName,
  plural,
  regionName,
  sourceCardName,
  targetName,
  vaalaName,
  type TableLike,
} from './names';

/**
 * Readable words for Decisions and their options. Pure text: which options exist is the engine's
 * business (`pending.options`); this only names them.
 */

const DECISION_PROMPTS: Record<DecisionKind, string> = {
  plan: 'Planning: put an Action card on the stack, or pass',
  move: 'Move: each Unit 1 region, the General up to 2',
  deploy: 'Deploy: place a Unit',
  harvest: 'Harvest: take Power tokens',
  assault: 'Assault: choose what to attack',
  fortify: 'Fortify: build a city',
  upgrade: 'Upgrade: recruit a Denizen from the lineup',
  fly: 'Fly: move the Dragon',
  wrath: 'Wrath: choose what to attack',
  hoard: 'Hoard: heal wounds',
  vaala: 'Vaala: play Vaala cards or draw one',
  'vaala-target': 'Vaala card: choose its target',
  'vaala-payment': 'Vaala card: choose who pays',
  defend: 'Under attack: counterattack or retreat',
  'press-on': 'Combat: continue the attack or retreat',
  'retreat-to': 'Retreat: choose where to go',
  advance: 'Victory: advance into the conquered region',
  'give-token': 'Injured: give up a Power token',
  'place-token': 'Epic board: choose a free slot for the Power token',
  'flip-token': 'Epic board: choose which Power token flips',
  'ability-discard': 'Epic ability: discard a Vaala card to use it',
  'ally-bid': "Ally token: bid Power for the Fell Knight's Ally token, or pass",
  'ally-holder': 'Epic ability: give your Ally token to another player',
  'ally-card': 'Vaala card: lay it face up before Aellas or before his Ally',
  'saga-target': 'Saga: choose the target',
  'saga-region': 'Saga: choose the region',
  'saga-piece': 'Saga: choose the piece',
  'saga-option': "Saga: choose one of the card's options",
};

export function decisionPrompt(decision: Pick<Decision, 'kind'>): string {
  return DECISION_PROMPTS[decision.kind];
}

/** "Move · Deploy card, Deploy Glyph" — what asked, when the engine says. */
export function decisionSource(decision: Pick<Decision, 'source'>): string | null {
  const { card, glyph } = decision.source ?? {};
  const parts: string[] = [];
  if (card) parts.push(sourceCardName(card));
  if (glyph) parts.push(`${glyphName(glyph)} Glyph`);
  return parts.length > 0 ? parts.join(', ') : null;
}

function countLabel(decision: Pick<Decision, 'kind' | 'source'>, n: number): string {
  switch (decision.kind) {
    case 'harvest':
      return n === 0 ? 'Take no Power' : `Harvest ${plural(n, 'Power token')}`;
    case 'advance':
      return n === 0 ? 'Stay put' : `Advance with ${plural(n, 'Unit')}`;
    case 'vaala-payment':
      return `Pay ${n} from your own board`;
    case 'vaala-target':
      return n === 0 ? 'March without Units' : `Take ${plural(n, 'Unit')} along`;
    case 'ally-bid':
      return `Bid ${n} Power`;
    default:
      return String(n);
  }
}

function regionLabel(decision: Pick<Decision, 'kind' | 'source'>, region: RegionId): string {
  const name = regionName(region);
  switch (decision.kind) {
    case 'deploy':
      return `Deploy in ${name}`;
    case 'fortify':
      return `Build a city in ${name}`;
    case 'retreat-to':
      return `Retreat to ${name}`;
    case 'vaala-target': {
      const card = decision.source?.card;
      const kind = card && isVaalaCard(card) ? content.VAALA_CARDS[card].effect.kind : null;
      if (kind === 'forced-march') return `March to ${name}`;
      if (kind === 'place-units') return `Place Units in ${name}`;
      return name;
    }
    default:
      return name;
  }
}

/**
 * The words on an option's button, e.g. "Move a Unit Allarian Heartland → Crownspire". `where` is
 * the region the engine says the option lives in (describeDecision), for a target's words.
 */
export function choiceLabel(
  decision: Pick<Decision, 'kind' | 'source' | 'seat'>,
  choice: Choice,
  table: TableLike,
  where: RegionId | null = null,
): string {
  switch (choice.kind) {
    case 'card':
      return `Play ${cardName(choice.card)}`;
    case 'pass':
      return decision.kind === 'ally-bid' ? 'Do not bid' : 'Pass';
    case 'done':
      if (decision.kind === 'advance') return 'General stays';
      if (decision.kind === 'hoard') return 'Do not heal';
      return 'Done';
    case 'confirm':
      if (decision.kind === 'hoard') return 'Heal 2 wounds';
      if (decision.kind === 'advance') return 'General advances too';
      return 'Confirm';
    case 'region':
      return regionLabel(decision, choice.region);
    case 'step': {
      const route = `${regionName(choice.from)} → ${regionName(choice.to)}`;
      if (choice.piece === 'unit') return `Move a Unit ${route}`;
      if (choice.piece === 'general') return `Move the General ${route}`;
      return `Fly ${route}`;
    }
    case 'target': {
      const verb = decision.kind === 'vaala-target' ? 'Strike' : 'Attack';
      return `${verb} ${targetName(choice.target, where)} from ${regionName(choice.from)}`;
    }
    case 'count':
      return countLabel(decision, choice.n);
    case 'denizen':
      return `Recruit ${denizenName(choice.denizen)}`;
    case 'vaala': {
      if (decision.kind === 'ability-discard') return `Discard ${vaalaName(choice.card)}`;
      const cost = content.VAALA_CARDS[choice.card]?.cost ?? 0;
      return `Play ${vaalaName(choice.card)} (${cost === 0 ? 'free' : `${cost} Power`})`;
    }
    case 'draw':
      return 'Draw a Vaala card';
    case 'counterattack':
      return 'Counterattack';
    case 'retreat':
      return 'Retreat';
    case 'continue':
      return 'Continue the attack';
    case 'token':
      return choice.spent ? 'Give up a spent token' : 'Give up an unspent token';
    case 'slot':
      return slotChoiceLabel(decision, choice.slot, table);
    case 'ability':
      return 'Use your Epic ability (discard a Vaala card)';
    case 'auto':
      return 'Let the Faceless decide';
    case 'seat': {
      const player = table.seats.find((s) => s.id === choice.seat)?.name ?? choice.seat;
      const who = `${player} (${factionName(choice.seat)})`;
      if (decision.kind === 'ally-card') return `Lay it before ${who}`;
      if (decision.kind === 'ally-holder') return `Give the Ally token to ${who}`;
      return who;
    }
  }
  // A choice of a kind added to the engine after this table of words: say at least what it is.
  return (choice as { kind: string }).kind;
}

/**
 * Several Units in one gesture (the engine's `atOnce`): "Deploy 2 Units in Crownspire", "Move 3
 * Units Crownspire → Vaala Crossing". The button shows the count ("2 Units"), which this contains.
 */
export function severalLabel(choice: Choice, n: number): string {
  const units = plural(n, 'Unit');
  if (choice.kind === 'region') return `Deploy ${units} in ${regionName(choice.region)}`;
  if (choice.kind === 'step')
    return `Move ${units} ${regionName(choice.from)} → ${regionName(choice.to)}`;
  return units;
}

/** "Place on the Health slot", "Flip the token on the Vaala slot", "Give up the Hoard slot's token". */
function slotChoiceLabel(
  decision: Pick<Decision, 'kind' | 'seat'>,
  slot: number,
  table: TableLike,
): string {
  const role = table.seats.find((s) => s.id === decision.seat)?.role ?? 'general';
  const name = slotName(content.EPIC_BOARDS[role].slots[slot]);
  if (decision.kind === 'place-token') return `Place it on the ${name}`;
  if (decision.kind === 'flip-token') return `Flip the token on the ${name}`;
  return `Give up the token on the ${name}`;
}

/** Extra words for an option (a card's text), shown under the label where it helps. */
export function choiceDetail(choice: Choice, role?: Role): string | null {
  if (choice.kind === 'vaala') return content.VAALA_CARDS[choice.card]?.text ?? null;
  if (choice.kind === 'denizen') return content.DENIZENS[choice.denizen]?.text ?? null;
  if (choice.kind === 'slot' && role)
    return slotEffect(content.EPIC_BOARDS[role].slots[choice.slot]);
  return null;
}
