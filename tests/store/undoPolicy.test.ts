import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  newGame,
  type GameSetup,
  type GameState,
  type Move,
  type Scenario,
} from '../../src/engine';
import { sealOf } from '../../src/store/undoPolicy';
import { ELYSE_HUMAN_TABLE, ELYSE_SOLO_TABLE } from '../tables';

function after(state: GameState, move: Move): GameState {
  const result = applyMove(state, move);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const firstCard = (state: GameState): Move => legalMoves(state)[0];
const pass = (state: GameState): Move => ({ seat: state.pending!.seat, choice: { kind: 'pass' } });

const example = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../docs/examples', `${name}.json`), 'utf8'),
  ) as unknown;

describe('undo policy: which moves seal the past', () => {
  it('a Planning card placed face down is freely undoable', () => {
    const opening = newGame({ seed: 7, seats: ELYSE_HUMAN_TABLE, initiative: 'allaria' });
    expect(opening.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
    expect(sealOf(opening, after(opening, firstCard(opening)))).toBeNull();
  });

  it('in a solo game, a Planning card and the Faceless cards placed after it are freely undoable', () => {
    const opening = newGame({ seed: 7, seats: ELYSE_SOLO_TABLE, initiative: 'allaria' });
    const next = after(opening, firstCard(opening));
    // The Faceless played the top cards of their decks on their own (forced answers, RB-13a).
    expect(next.stack.filter((card) => card.kind === 'action')).toHaveLength(4);
    expect(next.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
    expect(sealOf(opening, next)).toBeNull();
  });

  it('the pass that ends Planning seals it: the first stack card is revealed', () => {
    let state = newGame({ seed: 7, seats: ELYSE_HUMAN_TABLE, initiative: 'allaria' });
    state = after(state, firstCard(state));
    const ending = after(state, pass(state));
    expect(ending.phase).toBe('resolution');
    expect(sealOf(state, ending)).toBe('a card on the Action stack was revealed');
  });

  it('an Assault whose dice are rolled seals it; skipping the Deploy before it does not', () => {
    const setup = {
      seed: 1,
      seats: ELYSE_HUMAN_TABLE,
      initiative: 'allaria',
      scenario: example('assault-scripted-dice') as Scenario,
    } satisfies GameSetup;
    const start = newGame(setup);
    const skipped = after(start, { seat: 'allaria', choice: { kind: 'done' } });
    expect(sealOf(start, skipped)).toBeNull();
    const attacked = after(skipped, {
      seat: 'allaria',
      choice: {
        kind: 'target',
        from: 'allar',
        target: { kind: 'force', side: 'neutral', region: 'cross' },
      },
    });
    expect(attacked.scriptedDice.length).toBeLessThan(skipped.scriptedDice.length);
    expect(sealOf(skipped, attacked)).toBe('dice were rolled');
  });

  // One row per kind of hidden information: a position, then the same position changed as a draw
  // (or an open action) would change it.
  const base = newGame({
    seed: 3,
    seats: ELYSE_HUMAN_TABLE,
    initiative: 'allaria',
    sagas: 'random',
  });
  const seat0 = base.seats[0];
  it.each<[string, Partial<GameState>, Partial<GameState>, string | null]>([
    [
      'an Event drawn',
      {},
      { eventDeck: base.eventDeck.slice(1) },
      'a card was drawn from the Event deck',
    ],
    [
      'a Stage card drawn',
      {},
      { stageDeck: base.stageDeck.slice(1) },
      'a card was drawn from the Stage deck',
    ],
    [
      'a Region card drawn',
      {},
      { regionDeck: base.regionDeck.slice(1) },
      'a card was drawn from the Region deck',
    ],
    [
      'a Denizen drawn',
      {},
      { denizenDeck: base.denizenDeck.slice(1) },
      'a card was drawn from the Denizen deck',
    ],
    ['a card put under the Region deck', {}, { regionDeck: [...base.regionDeck, 'allar'] }, null],
    [
      'a Denizen new in the lineup',
      {},
      { lineup: [base.denizenDeck[0], ...base.lineup.slice(1)] },
      'a new Denizen came into the lineup',
    ],
    ['a Denizen taken from the lineup', {}, { lineup: [null, ...base.lineup.slice(1)] }, null],
    [
      'a Vaala card drawn',
      {},
      { seats: [{ ...seat0, vaalaDeck: seat0.vaalaDeck.slice(1) }, ...base.seats.slice(1)] },
      'a Vaala card was drawn',
    ],
    ['the generator used', {}, { rng: [1, 2, 3, 4] }, 'dice were rolled or cards shuffled'],
    [
      'a scripted die rolled',
      { scriptedDice: ['X', '0'] },
      { scriptedDice: ['0'] },
      'dice were rolled',
    ],
    [
      'Units moved on the map',
      {},
      { regions: { ...base.regions, cross: { units: { allaria: 1 }, power: 0, city: false } } },
      null,
    ],
  ])('%s', (_, before, change, seal) => {
    const from = { ...base, ...before };
    expect(sealOf(from, { ...from, ...change })).toBe(seal);
  });
});
