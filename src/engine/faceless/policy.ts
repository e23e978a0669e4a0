import { seatOf, unitsIn } from '../board';
import { combatValue } from '../combatValue';
import { REGION_IDS } from '../content/ids';
import { FLIGHT_DISTANCE, LAND_DISTANCE } from '../content/map';
import { VAALA_CARDS } from '../content/cards';
import { pickRandom } from '../rng';
import { targetRegion } from '../targets';
import type { Choice, Decision, GameState, GlyphFrame, RegionId, SeatId, Target } from '../types';

/**
 * RB-44: how a Faceless answers a Decision. Choices the rules leave open are uniformly random
 * with the game's generator (RB-44c), so a Faceless game is still a seed plus moves.
 */
export function facelessChoice(s: GameState, d: Decision): Choice {
  const frame = s.frames[s.frames.length - 1];
  const glyph = frame?.kind === 'glyph' ? frame : null;
  switch (d.kind) {
    case 'move':
      return glyph ? movePolicy(s, glyph, d.options) : done;
    case 'fly':
      return glyph ? flyPolicy(s, glyph, d.options) : done;
    case 'deploy':
      return deployPolicy(s, d.seat, glyph?.goal ?? null, d.options);
    case 'assault':
    case 'wrath':
      return attackPolicy(s, d.seat, d.options);
    case 'fortify':
      return best(s, d.options, (c) =>
        c.kind === 'region' ? [unitsIn(s, c.region, d.seat)] : [-1],
      );
    case 'vaala':
      return vaalaPolicy(s, d.options);
    case 'vaala-target':
      return d.options[0].kind === 'target'
        ? attackPolicy(s, d.seat, d.options, true)
        : pickRandom(s, d.options);
    case 'retreat-to':
      // RB-44b: a forced retreat goes where it has most Units, then most Power tokens.
      return best(s, d.options, (c) =>
        c.kind === 'region' ? [unitsIn(s, c.region, d.seat), s.regions[c.region].power] : [-1],
      );
    default:
      return d.options[0].kind === 'count' ? d.options[0] : pickRandom(s, d.options);
  }
}

const done: Choice = { kind: 'done' };

/** The options with the highest score vector (compared left to right), random among equals. */
function best(s: GameState, options: Choice[], score: (c: Choice) => number[]): Choice {
  let top: Choice[] = [];
  let topScore: number[] | null = null;
  for (const option of options) {
    const sc = score(option);
    const cmp = topScore === null ? 1 : compare(sc, topScore);
    if (cmp > 0) {
      top = [option];
      topScore = sc;
    } else if (cmp === 0) top.push(option);
  }
  return top.length === 1 ? top[0] : pickRandom(s, top);
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

const isStep = (
  c: Choice,
  piece: 'unit' | 'general' | 'dragon',
): c is Extract<Choice, { kind: 'step' }> => c.kind === 'step' && c.piece === piece;

/**
 * RB-44a Move: from each region holding 2+ of its Units, all but 1 step once toward the goal; then
 * the General moves to its Units' region nearest the goal, if within 2 steps.
 */
function movePolicy(s: GameState, f: GlyphFrame, options: Choice[]): Choice {
  const goal = f.goal!;
  const toGoal = LAND_DISTANCE;
  for (const option of options) {
    if (!isStep(option, 'unit')) continue;
    const stay = unitsIn(s, option.from, f.seat) - (f.arrived[option.from] ?? 0);
    if (stay >= 2 && toGoal[option.to][goal] < toGoal[option.from][goal]) return option;
  }
  const general = seatOf(s, f.seat).location;
  const held = REGION_IDS.filter((r) => unitsIn(s, r, f.seat) > 0);
  if (held.length > 0) {
    const nearest = held.reduce((a, b) => (toGoal[b][goal] < toGoal[a][goal] ? b : a));
    if (nearest !== general && toGoal[general][nearest] <= f.remaining) {
      const step = options.find(
        (o) => isStep(o, 'general') && toGoal[o.to][nearest] < toGoal[general][nearest],
      );
      if (step) return step;
    }
  }
  return done;
}

/** RB-44a Fly: up to 2 steps toward the goal. */
function flyPolicy(s: GameState, f: GlyphFrame, options: Choice[]): Choice {
  const goal = f.goal!;
  const here = seatOf(s, f.seat).location;
  const closer = options.filter(
    (o) => isStep(o, 'dragon') && FLIGHT_DISTANCE[o.to][goal] < FLIGHT_DISTANCE[here][goal],
  );
  return closer.length > 0 ? pickRandom(s, closer) : done;
}

/** RB-44a Deploy: each Unit to the legal region nearest the goal; ties: fewer own Units. */
function deployPolicy(
  s: GameState,
  seat: SeatId,
  goal: RegionId | null,
  options: Choice[],
): Choice {
  return best(s, options, (c) =>
    c.kind === 'region'
      ? [goal ? -LAND_DISTANCE[c.region][goal] : 0, -unitsIn(s, c.region, seat)]
      : [-Infinity],
  );
}

/** A target's Combat Value as it would be counted if attacked now. */
function defendingCv(s: GameState, t: Target): number {
  return combatValue(s, t, { attacking: false, bonus: 0 });
}

/**
 * RB-44b Assault/Wrath: the target with the lowest CV still below the attacker's; ties: most Power
 * in the target's region, then random; none qualifies: skip. Vaala hit cards reuse the ordering.
 */
function attackPolicy(s: GameState, seat: SeatId, options: Choice[], anyTarget = false): Choice {
  const me = seatOf(s, seat);
  const lasting = me.lasting.filter((c) => !c.used).length * 2;
  const qualifying = options.filter((o): o is Extract<Choice, { kind: 'target' }> => {
    if (o.kind !== 'target') return false;
    if (anyTarget) return true;
    const attacker: Target =
      me.role === 'dragon'
        ? { kind: 'dragon', seat }
        : { kind: 'force', side: seat, region: o.from };
    return defendingCv(s, o.target) < combatValue(s, attacker, { attacking: true, bonus: lasting });
  });
  if (qualifying.length === 0) return done;
  return best(s, qualifying, (c) =>
    c.kind === 'target'
      ? [-defendingCv(s, c.target), s.regions[targetRegion(s, c.target)].power]
      : [-Infinity],
  );
}

/** RB-44b Vaala: play the highest-cost affordable card with a target; if none was played, draw. */
function vaalaPolicy(s: GameState, options: Choice[]): Choice {
  const cards = options.filter((o): o is Extract<Choice, { kind: 'vaala' }> => o.kind === 'vaala');
  if (cards.length > 0)
    return best(s, cards, (c) => (c.kind === 'vaala' ? [VAALA_CARDS[c.card].cost] : [-1]));
  return options.find((o) => o.kind === 'draw') ?? done;
}
