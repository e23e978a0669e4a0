import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, movePlaces, type GameState } from '../../../src/engine';
import { answer, dragonStep } from '../play';
import { quietGame } from '../positions';
import { SOLO_TABLE } from '../../tables';

/** The places of the move from `s` to `next`, sorted. */
const placesOf = (s: GameState, next: GameState) => [...movePlaces(s, next)].sort();

describe('the last move lit on the map (movePlaces)', () => {
  it('RB-24: a Dragon flying one step lights the region it left and the one it entered', () => {
    const s = quietGame({
      seats: { fulgen: { location: 'ysval' } },
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    const next = answer(s, dragonStep('ysval', 'serpent'));
    expect(placesOf(s, next)).toEqual(['serpent', 'ysval']);
  });

  it('every Faceless step of a seeded solo game that logs a region or changes the board is lit there', () => {
    const created = createGame({
      seed: 5,
      soloMode: 'standard',
      seats: SOLO_TABLE,
    });
    if (!created.ok) throw new Error(created.error);
    let s = created.state;
    let lit = 0;
    let missedCombats = 0;
    while (!s.result) {
      const result = applyMove(s, legalMoves(s)[0]);
      if (!result.ok) throw new Error(result.error.message);
      if (s.pending!.automaton) {
        const places = movePlaces(s, result.state);
        const lines = result.state.log.slice(s.log.length);
        const flew = lines.find((l) => l.kind === 'dragon-flew');
        // Skarn flew from Hollowdepths to Nahuac Wilds: both lit.
        if (flew) expect(places).toEqual(expect.arrayContaining([flew.from, flew.to]));
        // A combat whose dice changed nothing is still lit where it was fought.
        const started = lines.find((l) => l.kind === 'combat-started');
        if (started && places.length > 0) lit += 1;
        if (started && places.length === 0) missedCombats += 1;
      }
      s = result.state;
    }
    expect(lit).toBeGreaterThan(0);
    expect(missedCombats).toBe(0);
  });
});
