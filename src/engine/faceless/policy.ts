import { landDistance, flightDistance } from '../distances';
import { seatOf, unitsIn } from '../board';
import { lastingBonus } from '../combat';
import { combatValue } from '../combatValue';
import { REGION_IDS } from '../content/ids';
import { soloChoice } from './soloChoice';
import { pickRandom } from '../rng';
import { seatBehind, targetRegion } from '../targets';
import { powerToWin } from '../victory';
import { facelessGoal } from './goal';
import { facelessStrength } from './strength';
import type {
  Choice,
  Decision,
  FacelessReason,
  GameState,
  GlyphFrame,
  RegionId,
  SeatId,
  Target,
  VaalaId,
} from '../types';

/** A Faceless answer and the policy's reason for it (RB-44), which the log entry carries. */
interface FacelessDecision {
  choice: Choice;
  why: FacelessReason;
}

/**
 * RB-44: how a Faceless answers a Decision. Choices the rules leave open are uniformly random
 * with the game's generator (RB-44c), so a Faceless game is still a seed plus moves.
 */
export const facelessChoice = (s: GameState, d: Decision): Choice => facelessDecision(s, d).choice;

/** The answer with its reason. Reasons read the state only: they draw nothing from the generator. */
export function facelessDecision(s: GameState, d: Decision): FacelessDecision {
  // Saga choices answered by a solo preference or at random (EV-CHOICE, RB-44c).
  if (d.policy) return soloChoice(s, d);
  const frame = s.frames[s.frames.length - 1];
  const glyph = frame?.kind === 'glyph' ? frame : null;
  switch (d.kind) {
    // Move and Fly are asked by their Glyph only (glyphs/move.ts).
    case 'move':
      return stepToward(s, d.seat, glyph!.goal!, movePolicy(s, glyph!, d.options));
    case 'fly':
      return stepToward(s, d.seat, glyph!.goal!, flyPolicy(s, glyph!, d.options));
    case 'deploy': {
      const goal = glyph?.goal ?? null;
      const choice = deployPolicy(s, d.seat, goal, d.options);
      if (goal) return towardGoal(s, goal, choice);
      const units = choice.kind === 'region' ? unitsIn(s, choice.region, d.seat) : 0;
      return { choice, why: { code: 'fewest-units', rule: 'RB-44a', units } };
    }
    case 'assault':
    case 'wrath':
      return attackPolicy(s, d.seat, d.options);
    case 'fortify': {
      const choice = best(s, d.options, (c) =>
        c.kind === 'region' ? [unitsIn(s, c.region, d.seat)] : [-1],
      );
      const units = choice.kind === 'region' ? unitsIn(s, choice.region, d.seat) : 0;
      return { choice, why: { code: 'most-units', rule: 'RB-44b', units } };
    }
    case 'vaala':
      return vaalaPolicy(s, d.options);
    case 'vaala-target':
      return d.options[0].kind === 'target'
        ? attackPolicy(s, d.seat, d.options, true)
        : vaalaTargetPolicy(s, d);
    case 'ally-bid':
      // §10: a Faceless never bids for the Ally token.
      return {
        choice: d.options.find((o) => o.kind === 'pass') ?? d.options[0],
        why: { code: 'never-bids', rule: 'EV-CHAR-8' },
      };
    case 'retreat-to': {
      // RB-44b: a forced retreat goes where it has most Units, then most Power tokens.
      const choice = best(s, d.options, (c) =>
        c.kind === 'region' ? [unitsIn(s, c.region, d.seat), s.regions[c.region].power] : [-1],
      );
      const units = choice.kind === 'region' ? unitsIn(s, choice.region, d.seat) : 0;
      const power = choice.kind === 'region' ? s.regions[choice.region].power : 0;
      return { choice, why: { code: 'retreat-most-units', rule: 'RB-44b', units, power } };
    }
    default:
      return d.options[0].kind === 'count' ? theMost(d.options) : randomPick(s, d.options);
  }
}

/** RB-44a (Harvest/Hoard: the maximum): of a count's options, the most. */
function theMost(options: Choice[]): FacelessDecision {
  const n = Math.max(...options.map((o) => (o.kind === 'count' ? o.n : 0)));
  const choice = options.find((o) => o.kind === 'count' && o.n === n)!;
  return { choice, why: { code: 'the-most', rule: 'RB-44a', n } };
}

/** RB-44c: a choice the rules leave open. */
const randomPick = (s: GameState, options: Choice[]): FacelessDecision => ({
  choice: pickRandom(s, options),
  why: random,
});

const random: FacelessReason = { code: 'random', rule: 'RB-44c' };

/** RB-44a: Move, Fly, Deploy and Muster head for the goal, the most Power it could collect. */
function towardGoal(s: GameState, goal: RegionId, choice: Choice): FacelessDecision {
  return {
    choice,
    why: { code: 'toward-goal', rule: 'RB-44a', goal, power: s.regions[goal].power },
  };
}

/** A Move's or Fly's step toward the goal, or why it stops there: on its goal, or none nearer. */
function stepToward(s: GameState, seat: SeatId, goal: RegionId, choice: Choice): FacelessDecision {
  if (choice.kind !== 'done') return towardGoal(s, goal, choice);
  const code = seatOf(s, seat).location === goal ? 'at-goal' : 'no-nearer-step';
  return { choice, why: { code, rule: 'RB-44a', goal, power: s.regions[goal].power } };
}

const done: Choice = { kind: 'done' };

/** The options with the highest score vector (compared left to right), random among equals. */
function best<C extends Choice>(s: GameState, options: C[], score: (c: C) => number[]): C {
  let top: C[] = [];
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
  const toGoal = landDistance(s);
  // RB-44c: when several neighbours are equally near the goal, the step is picked at random.
  for (const from of REGION_IDS) {
    const stay = unitsIn(s, from, f.seat) - (f.arrived[from] ?? 0);
    if (stay < 2) continue;
    const closer = options.filter(
      (o) => isStep(o, 'unit') && o.from === from && toGoal[o.to][goal] < toGoal[from][goal],
    );
    if (closer.length > 0) return pickRandom(s, closer);
  }
  const general = seatOf(s, f.seat).location;
  const held = REGION_IDS.filter((r) => unitsIn(s, r, f.seat) > 0);
  if (held.length === 0) return done;
  const nearest = Math.min(...held.map((r) => toGoal[r][goal]));
  const tied = held.filter((r) => toGoal[r][goal] === nearest);
  if (tied.includes(general)) return done;
  // Only regions still within reach, so the General never stops halfway (RB-44c among ties).
  const reachable = tied.filter((r) => toGoal[general][r] <= f.remaining);
  const steps = options.filter(
    (o) => isStep(o, 'general') && reachable.some((r) => toGoal[o.to][r] < toGoal[general][r]),
  );
  return steps.length > 0 ? pickRandom(s, steps) : done;
}

/** RB-44a Fly: up to 2 steps toward the goal. */
function flyPolicy(s: GameState, f: GlyphFrame, options: Choice[]): Choice {
  const goal = f.goal!;
  const here = seatOf(s, f.seat).location;
  const closer = options.filter(
    (o) => isStep(o, 'dragon') && flightDistance(s)[o.to][goal] < flightDistance(s)[here][goal],
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
      ? [goal ? -landDistance(s)[c.region][goal] : 0, -unitsIn(s, c.region, seat)]
      : [-Infinity],
  );
}

/** A target's Combat Value as it would be counted if attacked now, its face-up cards included (RB-44b). */
function defendingCv(s: GameState, t: Target): number {
  return combatValue(s, t, { attacking: false, bonus: lastingBonus(s, seatBehind(t)) });
}

/** The attacker's Combat Value from `from`, its face-up cards' bonus `lasting` included (RB-44b). */
function attackingCv(s: GameState, seat: SeatId, from: RegionId, lasting: number): number {
  const attacker: Target =
    seatOf(s, seat).role === 'dragon'
      ? { kind: 'dragon', seat }
      : { kind: 'force', side: seat, region: from };
  return combatValue(s, attacker, { attacking: true, bonus: lasting });
}

/**
 * RB-44d (house option): a hard Faceless looks first at who is nearest to winning; pieces of no
 * player (neutral forces, dials, Creatures) come last.
 */
function threat(s: GameState, t: Target): number {
  if (!facelessStrength(s).huntsLeader) return 0;
  const owner = seatBehind(t);
  return owner === null ? -s.content.numbers.winPowerBonded - 1 : -powerToWin(s, owner);
}

/**
 * RB-44b Assault/Wrath: the target with the lowest CV still below the attacker's; ties: most Power
 * in the target's region, then random; none qualifies: skip. Vaala hit cards reuse the ordering.
 */
function attackPolicy(
  s: GameState,
  seat: SeatId,
  options: Choice[],
  anyTarget = false,
): FacelessDecision {
  const lasting = lastingBonus(s, seat);
  const targets = options.filter(
    (o): o is Extract<Choice, { kind: 'target' }> => o.kind === 'target',
  );
  const qualifying = anyTarget
    ? targets
    : targets.filter((o) => defendingCv(s, o.target) < attackingCv(s, seat, o.from, lasting));
  if (qualifying.length === 0) {
    const strongest = Math.max(0, ...targets.map((o) => attackingCv(s, seat, o.from, lasting)));
    return { choice: done, why: { code: 'no-beatable-target', rule: 'RB-44b', ownCv: strongest } };
  }
  const choice = best(s, qualifying, (c) => [
    threat(s, c.target),
    -defendingCv(s, c.target),
    s.regions[targetRegion(s, c.target)].power,
  ]);
  const targetCv = defendingCv(s, choice.target);
  if (anyTarget) return { choice, why: { code: 'weakest-target', rule: 'RB-44b', targetCv } };
  // RB-44d hunts players only: pieces of no player come last in its order.
  const hunted = facelessStrength(s).huntsLeader && seatBehind(choice.target) !== null;
  const code = hunted ? 'hunts-leader' : 'weakest-beatable';
  return {
    choice,
    why: {
      code,
      rule: code === 'hunts-leader' ? 'RB-44d' : 'RB-44b',
      targetCv,
      ownCv: attackingCv(s, seat, choice.from, lasting),
    } as FacelessReason,
  };
}

/** RB-44b Vaala: play the highest-cost affordable card with a target; if none was played, draw. */
function vaalaPolicy(s: GameState, options: Choice[]): FacelessDecision {
  const cards = options.filter((o): o is Extract<Choice, { kind: 'vaala' }> => o.kind === 'vaala');
  if (cards.length > 0) {
    const choice = best(s, cards, (c) => [s.content.vaala[c.card].cost]);
    const cost = s.content.vaala[choice.card].cost;
    return { choice, why: { code: 'costliest-card', rule: 'RB-44b', cost } };
  }
  const draw = options.find((o) => o.kind === 'draw');
  return draw
    ? { choice: draw, why: { code: 'draws-instead', rule: 'RB-44b' } }
    : { choice: done, why: { code: 'no-card-to-play', rule: 'RB-44b' } };
}

/**
 * RB-44b: a Vaala card's other choices follow RB-44a. Muster places its Units like a Deploy
 * (nearest the goal, ties fewer own Units); Forced March moves like a Move (toward the goal,
 * all but 1 Unit).
 */
function vaalaTargetPolicy(s: GameState, d: Decision): FacelessDecision {
  const card = d.source?.card;
  const effect =
    card && Object.hasOwn(s.content.vaala, card) ? s.content.vaala[card as VaalaId].effect : null;
  if (effect?.kind === 'place-units') {
    const goal = facelessGoal(s, d.seat);
    return towardGoal(s, goal, deployPolicy(s, d.seat, goal, d.options));
  }
  if (effect?.kind === 'forced-march') {
    if (d.options[0].kind === 'region') {
      const goal = facelessGoal(s, d.seat);
      const choice = best(s, d.options, (c) =>
        c.kind === 'region' ? [-landDistance(s)[c.region][goal]] : [-Infinity],
      );
      return towardGoal(s, goal, choice);
    }
    const here = unitsIn(s, seatOf(s, d.seat).location, d.seat);
    const counts = d.options.flatMap((o) => (o.kind === 'count' ? [o.n] : []));
    const n = Math.max(0, Math.min(Math.max(...counts), here - 1));
    const choice = d.options.find((o) => o.kind === 'count' && o.n === n) ?? d.options[0];
    return { choice, why: { code: 'all-but-one', rule: 'RB-44a', n: count(choice) } };
  }
  return randomPick(s, d.options);
}

const count = (c: Choice) => (c.kind === 'count' ? c.n : 0);
