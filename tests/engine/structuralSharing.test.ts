import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameSetup, GameState, Move } from '../../src/engine';
import { playMove } from '../../src/engine/api';
import { cloneState } from '../../src/engine/clone';
import { REGION_IDS } from '../../src/engine/content/ids';
import { sameData } from '../../src/engine/sameData';
import { playGame } from '../../scripts/autoplay';
import { games } from '../gamesScale';
import { sagaSetupArb, sagaSetupOf, setupArb, setupOf } from './randomSetups';

/**
 * Structural sharing (draft.ts): a move copies only what it changes. Every earlier state is
 * deep-frozen before the next move is applied to it, so a rule that writes to a part it shares
 * with the earlier state throws (ES modules run in strict mode); and every seat, region, dial,
 * Action-stack card of the round, Creature and log entry that is deep-equal to the earlier state's is that very object.
 * And each move ends where the same move played on a whole copy of the earlier state ends: a rule
 * that read a part it had already replaced (a reference taken before the part's first write in the
 * move) would end elsewhere. 40 games each, times VALERNA_GAMES_SCALE (tests/gamesScale.ts).
 */
const GAMES = games(40);

/** Freezes `value` and everything it holds; a frozen part was walked already. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const part of Object.values(value)) deepFreeze(part);
}

/** applyMove as it was before structural sharing: the rules edit a whole copy in place. */
function onWholeCopy(prev: GameState, move: Move): GameState {
  const next = cloneState(prev);
  playMove(next, move);
  return next;
}

/** Where `next` holds a copy of a part it could have shared with `prev`. */
function needlessCopies(prev: GameState, next: GameState): string[] {
  const found: string[] = [];
  const check = (what: string, before: unknown, after: unknown) => {
    if (after !== before && sameData(after, before)) found.push(what);
  };
  next.seats.forEach((seat, i) => check(`seat ${seat.id}`, prev.seats[i], seat));
  for (const id of REGION_IDS) check(`region ${id}`, prev.regions[id], next.regions[id]);
  next.dials.forEach((dial, i) => check(`dial ${dial.id}`, prev.dials[i], dial));
  // A new round's stack is a new stack: a card played again in the same place is another card.
  if (next.round === prev.round)
    next.stack.forEach((card, i) => check(`stack card ${i}`, prev.stack[i], card));
  next.creatures.forEach((c, i) => check(`creature ${c.card}`, prev.creatures[i], c));
  prev.log.forEach((entry, i) => {
    if (next.log[i] !== entry) found.push(`log entry ${i}`);
  });
  return found;
}

function checkGame(setup: GameSetup, playerSeed: number): number {
  let prev: GameState | null = null;
  let moves = 0;
  playGame(setup, {
    playerSeed,
    afterMove: (state, move, i) => {
      // The first move was applied to playGame's own opening, which this test never saw.
      const copies = prev ? needlessCopies(prev, state) : [];
      if (copies.length > 0)
        throw new Error(`move ${i + 1} ${JSON.stringify(move)} copied ${copies.join(', ')}`);
      if (prev && !sameData(onWholeCopy(prev, move), state))
        throw new Error(`move ${i + 1} ${JSON.stringify(move)} ends elsewhere on a whole copy`);
      deepFreeze(state);
      prev = state;
      moves++;
    },
  });
  return moves;
}

describe('structural sharing', () => {
  it(`no move writes to an earlier state, and every unchanged seat, region, dial, stack card, Creature and log entry is shared, over ${GAMES} random games with random Epic seats, the Fell Knight and Nahuac`, () => {
    let moves = 0;
    fc.assert(
      fc.property(setupArb, (input) => {
        moves += checkGame(setupOf(input), input.playerSeed);
      }),
      { seed: 20260301, numRuns: GAMES },
    );
    expect(moves).toBeGreaterThan(GAMES * 100);
  });

  it(`the same over ${GAMES} random games with 3 random Sagas and solo modes`, () => {
    let moves = 0;
    fc.assert(
      fc.property(sagaSetupArb, (input) => {
        moves += checkGame({ ...sagaSetupOf(input), weepingMother: true }, input.table.playerSeed);
      }),
      { seed: 20260302, numRuns: GAMES },
    );
    expect(moves).toBeGreaterThan(GAMES * 100);
  });
});
