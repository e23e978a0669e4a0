import { seatOf } from '../board';
import { cardFacts, type CardFacts } from '../cardFacts';
import { combatPreview, type CombatPreview, type SideValue } from './combatPreview';
import type { SlotKind } from '../content/epic';
import { FACE_HITS } from '../content/ids';
import { vaalaCost } from '../glyphs/vaala';
import { repeatLimit } from './repeat';
import { targetRegion } from '../targets';
import type {
  Choice,
  Decision,
  DecisionKind,
  DieFace,
  GameState,
  RegionId,
  SagaChooser,
  SeatId,
  Target,
  VaalaId,
} from '../types';

/**
 * What the pending decision means (docs/architecture.md "What the engine tells the table"): for
 * each option, where it lives (its region, slot or target; a dial target names its region) and the
 * numbers a person needs to choose — both sides' Combat Value with its parts and the hits each can
 * expect, the Units left to place, a Vaala card's cost, a Planning card's Glyphs — and, for a Saga
 * choice, who chooses and by which rule. The decision panel and the map read it here, so no
 * component recounts a rule.
 *
 * Shape: `options[i]` describes `pending.options[i]`; absent fields do not apply to that option.
 */
export interface DecisionFacts {
  seat: SeatId;
  kind: DecisionKind;
  rule: string;
  /** A Saga choice (EV-CHOICE): who chooses, by which rule, whose piece it concerns. */
  chooser: ChooserFacts | null;
  /** Deploy (RB-19) and Muster-like cards: Units still to place now (the supply caps them). */
  unitsLeft: number | null;
  /** The combat a defend or press-on decision is taken in (RB-31, RB-34). */
  combat: CombatFacts | null;
  options: OptionFacts[];
}

export interface ChooserFacts extends SagaChooser {
  seat: SeatId;
  /** The initiative holder, whom EV-CHOICE-1 and -5 count from. */
  initiative: SeatId;
}

/** RB-4: hits a side may expect from its dice (per die: the faces' mean, times the CV). */
export interface ExpectedHits {
  /** 1 and 2 faces: they land after the counterattack (RB-31). */
  normal: number;
  /** X is 1 critical hit, 2X is 2: they land first. */
  critical: number;
  total: number;
}

export interface SideFacts extends SideValue {
  expectedHits: ExpectedHits;
}

export interface CombatFacts {
  attacker: SideFacts;
  defender: SideFacts;
}

export interface OptionFacts {
  choice: Choice;
  /** Where the option lives on the map: a region, a step's destination, a target's region. */
  region: RegionId | null;
  /** A step's or an attack's origin. */
  from?: RegionId;
  target?: Target;
  /** An Epic board slot (EV-SLOT). */
  slot?: { index: number; kind: SlotKind };
  /** A combat option: both sides as startCombat would count them. */
  combat?: CombatFacts;
  /** A Vaala card: what it costs this player now (modules included) and what it prints. */
  vaala?: { card: VaalaId; cost: number; printedCost: number };
  /** A Planning card: its Glyphs, and the region of a Region card. */
  card?: CardFacts;
  /** A Unit's Move step or Deploy region: how many Units may go so in one gesture, if 2 or more. */
  atOnce?: number;
}

/** RB-4: the normal and critical hits the faces add up to (X = 1 critical, 2X = 2). */
function faceSums(faces: readonly DieFace[]): { normal: number; critical: number } {
  let normal = 0;
  let critical = 0;
  for (const face of faces) {
    normal += FACE_HITS[face].normal;
    critical += FACE_HITS[face].critical;
  }
  return { normal, critical };
}

/** RB-4: the mean normal and critical hits of one die, from the Content's faces. */
export function hitsPerDie(faces: readonly DieFace[]): { normal: number; critical: number } {
  const sums = faceSums(faces);
  return { normal: sums.normal / faces.length, critical: sums.critical / faces.length };
}

/** Each die is one draw of the faces, so a side expects its CV times the mean of a die. */
function expectedHits(s: GameState, dice: number): ExpectedHits {
  const faces = s.content.numbers.dieFaces;
  const sums = faceSums(faces);
  const normal = (dice * sums.normal) / faces.length;
  const critical = (dice * sums.critical) / faces.length;
  return { normal, critical, total: (dice * (sums.normal + sums.critical)) / faces.length };
}

function combatFacts(s: GameState, preview: CombatPreview): CombatFacts {
  const side = (v: SideValue): SideFacts => ({
    ...v,
    expectedHits: expectedHits(s, v.combatValue),
  });
  return { attacker: side(preview.attacker), defender: side(preview.defender) };
}

function chooserFacts(s: GameState, d: Decision): ChooserFacts | null {
  return d.chooser ? { ...d.chooser, seat: d.seat, initiative: s.initiative } : null;
}

/** Units the pending Deploy or placing card may still put down. */
function unitsLeft(s: GameState, d: Decision): number | null {
  const top = s.frames[s.frames.length - 1];
  const supply = s.supply.units[d.seat] ?? 0;
  if (d.kind === 'deploy' && top?.kind === 'glyph') return Math.min(top.remaining, supply);
  if (d.kind === 'vaala-target' && top?.kind === 'vaala-card' && top.effect.kind === 'place-units')
    return Math.min(top.effect.count, supply);
  return null;
}

/** RB-18, RB-19: several Units sent one way at once (repeat.ts), when more than one may go. */
function withAtOnce(s: GameState, facts: OptionFacts): OptionFacts {
  const atOnce = repeatLimit(s, facts.choice);
  return atOnce >= 2 ? { ...facts, atOnce } : facts;
}

function optionFacts(s: GameState, d: Decision, choice: Choice): OptionFacts {
  switch (choice.kind) {
    case 'region':
      return withAtOnce(s, { choice, region: choice.region });
    case 'step':
      return withAtOnce(s, { choice, region: choice.to, from: choice.from });
    case 'target':
      return {
        choice,
        region: targetRegion(s, choice.target),
        from: choice.from,
        target: choice.target,
      };
    case 'slot': {
      // EV-SLOT: the slot's kind, from the layout of the deciding seat's board side.
      const { kind } = s.content.epic.boards[seatOf(s, d.seat).role].slots[choice.slot];
      return { choice, region: null, slot: { index: choice.slot, kind } };
    }
    case 'vaala': {
      const printedCost = s.content.vaala[choice.card].cost;
      const cost = vaalaCost(s, d.seat, choice.card);
      return { choice, region: null, vaala: { card: choice.card, cost, printedCost } };
    }
    case 'card': {
      const card = cardFacts(s.content, choice.card);
      return { choice, region: card.region, card };
    }
    default:
      return { choice, region: null };
  }
}

/** The facts of the pending decision; null when nothing waits (or the game is over). */
export function describeDecision(s: GameState): DecisionFacts | null {
  const d = s.pending;
  if (!d || s.result) return null;
  const previews = combatPreview(s);
  const underWay = previews.find((p) => p.option === null);
  const options = d.options.map((choice) => {
    const facts = optionFacts(s, d, choice);
    const preview = previews.find((p) => p.option === choice);
    return preview ? { ...facts, combat: combatFacts(s, preview) } : facts;
  });
  return {
    seat: d.seat,
    kind: d.kind,
    rule: d.rule,
    chooser: chooserFacts(s, d),
    unitsLeft: unitsLeft(s, d),
    combat: underWay ? combatFacts(s, underWay) : null,
    options,
  };
}
