import {
  content,
  facelessChoice,
  facelessGoal,
  regionStatus,
  type CardId,
  type Choice,
  type Decision,
  type GameState,
  type SeatId,
} from '../engine';

/**
 * The cheap default for a human seat in a sampled future: play as a Faceless would in its place
 * (RB-44), with a human's planning. It answers the seat's decisions in the rollouts, and the
 * decisions the lookahead does not think worth branching on.
 */
export function defaultChoice(s: GameState, d: Decision, random: () => number): Choice {
  switch (d.kind) {
    case 'plan':
      return planChoice(s, d, random);
    case 'hoard':
      return find(d, 'confirm') ?? d.options[0];
    // A Faceless never retreats (RB-34).
    case 'defend':
      return find(d, 'counterattack') ?? d.options[0];
    case 'press-on':
      return find(d, 'continue') ?? d.options[0];
    // RB-44b: a spent token is given up first; the General stays back after a win.
    case 'give-token':
      return d.options[0];
    case 'advance':
      return advanceChoice(s, d);
    case 'upgrade':
      // RB-44a: the leftmost Denizen.
      return d.options.find((o) => o.kind === 'denizen') ?? d.options[0];
    default:
      return facelessChoice(asFaceless(s, d.seat), d);
  }
}

const find = (d: Decision, kind: Choice['kind']) => d.options.find((o) => o.kind === kind);

/**
 * The Faceless policy reads its goal (RB-44a) from the Glyph's frame, where the engine fixes it
 * only for Faceless seats: a copy of the position with the goal filled in, and its own copy of
 * the generator, so the policy's tie-breaks leave the real position untouched.
 */
function asFaceless(s: GameState, seat: SeatId): GameState {
  const copy: GameState = { ...s, rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] };
  const top = s.frames[s.frames.length - 1];
  if (top?.kind === 'glyph' && top.goal === null)
    copy.frames = [...s.frames.slice(0, -1), { ...top, goal: facelessGoal(copy, seat) }];
  return copy;
}

/** RB-21a as a Faceless plays it: all attacking Units but 1 move in; the General stays. */
function advanceChoice(s: GameState, d: Decision): Choice {
  const top = s.frames[s.frames.length - 1];
  const counts = d.options.flatMap((o) => (o.kind === 'count' ? [o.n] : []));
  if (counts.length === 0 || top?.kind !== 'advance') return find(d, 'done') ?? d.options[0];
  const here = s.regions[top.from].units[d.seat] ?? 0;
  const n = Math.max(0, Math.min(Math.max(...counts), here - 1));
  return d.options.find((o) => o.kind === 'count' && o.n === n) ?? d.options[0];
}

/** A human's Planning, simply: up to this many cards a round, then pass (RB-13). */
export const PLANNED_CARDS = 4;

/**
 * Harvest cards first (a Region card only while its region is held: RB-17), then any card that
 * can act, at random; pass after PLANNED_CARDS cards or when nothing useful is left.
 */
function planChoice(s: GameState, d: Decision, random: () => number): Choice {
  const pass: Choice = { kind: 'pass' };
  const placed = s.stack.filter((c) => c.kind === 'action' && c.seat === d.seat).length;
  const cards = d.options.filter(
    (o): o is Extract<Choice, { kind: 'card' }> => o.kind === 'card' && actsNow(s, d.seat, o.card),
  );
  if (placed >= PLANNED_CARDS || cards.length === 0) return find(d, 'pass') ?? d.options[0];
  const harvest = cards.filter((o) => glyphsOf(o.card).includes('harvest'));
  const pool = harvest.length > 0 ? harvest : cards;
  return pool[Math.floor(random() * pool.length)] ?? pass;
}

export function glyphsOf(card: CardId): readonly string[] {
  if (card.startsWith('region:'))
    return content.regionCardGlyphs(card.slice('region:'.length) as content.RegionId);
  return content.ACTION_CARDS[card as content.ActionCardId].glyphs;
}

/** RB-17: a Region card acts only if its owner controls the region (read now, as a guess). */
export function actsNow(s: GameState, seat: SeatId, card: CardId): boolean {
  if (!card.startsWith('region:')) return true;
  const status = regionStatus(s, card.slice('region:'.length) as content.RegionId);
  return status.kind === 'controlled' && status.by === seat;
}
