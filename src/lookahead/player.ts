import {
  determinize,
  view,
  type Choice,
  type Decision,
  type GameState,
  type GameView,
  type Move,
  type SeatId,
} from '../engine';
import { planLines } from './plan';
import { defaultChoice, glyphsOf } from './policy';
import { mixSeed, seededRandom } from './random';
import { playOut, sameChoice, type Line } from './rollout';

export interface LookaheadSettings {
  /** Futures sampled per decision; every candidate is played in the same ones. */
  samples: number;
  /** Futures every candidate is first screened on; only the best `finalists` see the rest. */
  screen: number;
  finalists: number;
}

export const DEFAULT_SETTINGS: LookaheadSettings = { samples: 3, screen: 1, finalists: 3 };

/**
 * Decisions worth sampling futures for, besides Planning: whom to attack, which Vaala card,
 * whether to stand and fight, where a Dragon flies. The rest (each step of a Move, where a Unit
 * is deployed…) follow the cheap default, which is good enough there and keeps a game cheap.
 */
const TACTICAL: ReadonlySet<Decision['kind']> = new Set([
  'assault',
  'wrath',
  'vaala',
  'vaala-target',
  'defend',
  'press-on',
  'fly',
]);

export interface LookaheadPlayer {
  /** The answer to the seat's pending decision, from the seat's own view only. */
  choose(v: GameView): Choice;
}

/**
 * The lookahead player of one seat: each decision worth it is taken by playing every candidate in
 * futures sampled from what the seat sees (determinize) to the end of the round, and keeping the
 * one with the best mean value for the seat. A Planning is chosen whole at the seat's first
 * Planning decision of the round (which cards, in which order, when to pass) and then followed.
 * Deterministic for a seed and a sequence of views.
 */
export function lookaheadPlayer(
  seat: SeatId,
  seed: number,
  settings: LookaheadSettings = DEFAULT_SETTINGS,
): LookaheadPlayer {
  let planned: { round: number; rest: Choice[] } | null = null;
  return {
    choose(v) {
      const d = decisionOf(v, seat);
      const options = distinctOptions(d);
      if (options.length === 1) return options[0];
      const callSeed = mixSeed(seed, v.moveCount);
      if (d.kind === 'plan') {
        const next = planned?.round === v.round ? planned.rest[0] : undefined;
        if (next && options.some((o) => sameChoice(o, next))) {
          planned!.rest.shift();
          return next;
        }
        const line = bestLine(v, planLines(v, seat, seededRandom(callSeed)), callSeed, settings);
        planned = { round: v.round, rest: [...line.laterPlans] };
        return line.first;
      }
      if (TACTICAL.has(d.kind)) {
        const lines = options.map((first): Line => ({ first, laterPlans: [] }));
        return bestLine(v, lines, callSeed, settings).first;
      }
      return defaultChoice(determinize(v, callSeed), d, seededRandom(callSeed));
    },
  };
}

/** One decision on its own (a hint): a fresh player's answer. */
export function lookaheadChoice(
  v: GameView,
  seed: number,
  settings: LookaheadSettings = DEFAULT_SETTINGS,
): Choice {
  if (v.viewer === 'table') throw new Error('lookahead: a seat decides, not the table');
  return lookaheadPlayer(v.viewer, seed, settings).choose(v);
}

/** The seat's move in a real game, seen through its own view only. */
export function lookaheadMove(player: LookaheadPlayer, state: GameState, seat: SeatId): Move {
  return { seat, choice: player.choose(view(state, seat)) };
}

function decisionOf(v: GameView, seat: SeatId): Decision {
  const d = v.pending;
  if (v.viewer !== seat || !d || d.seat !== seat || d.options === null)
    throw new Error(`lookahead: no decision of ${seat}'s in its view`);
  return d as Decision;
}

/**
 * The line with the best mean value over the sampled futures (common to all lines, so the
 * comparison is not blurred by luck). Every line is screened on the first futures, then the
 * finalists are played on all of them. Ties keep the earlier line.
 */
function bestLine(v: GameView, lines: Line[], seed: number, settings: LookaheadSettings): Line {
  if (lines.length === 1) return lines[0];
  const seat = v.viewer as SeatId;
  const futures = Array.from({ length: settings.samples }, (_, i) =>
    determinize(v, mixSeed(seed, i + 1)),
  );
  const totals = lines.map(() => 0);
  const play = (line: number, from: number, to: number) => {
    for (let i = from; i < to; i++)
      totals[line] += playOut(futures[i], seat, lines[line], mixSeed(seed, 1000 + i));
  };
  const screen = Math.min(settings.screen, settings.samples);
  lines.forEach((_, i) => play(i, 0, screen));
  const finalists = lines
    .map((_, i) => i)
    .sort((a, b) => totals[b] - totals[a] || a - b)
    .slice(0, settings.finalists);
  for (const i of finalists) play(i, screen, settings.samples);
  const best = finalists.reduce((a, b) =>
    totals[b] > totals[a] || (totals[b] === totals[a] && b < a) ? b : a,
  );
  return lines[best];
}

/**
 * The options that can lead to different games: two Action cards with the same Glyphs are one
 * choice (the Dragon's two Fly·Wrath cards). Region cards act in their own region, so they differ.
 */
function distinctOptions(d: Decision): Choice[] {
  const seen = new Set<string>();
  return d.options.filter((o) => {
    const key =
      o.kind === 'card' && !o.card.startsWith('region:')
        ? `card:${glyphsOf(o.card).join('+')}`
        : JSON.stringify(o);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
