import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState } from '../../../src/engine';
import { startStandardGame } from '../../../src/engine/api';
import { combatValueParts } from '../../../src/engine/queries/combatPreview';
import { vaalaCost } from '../../../src/engine/glyphs/vaala';
import { logOf } from '../play';
import { FACELESS_TABLE } from '../../tables';
import { TITHE, TITHE_CONTENT, dragonOf, withTitheSaga } from './saga';

/** A whole game with the tenth Saga and two printed ones, every seat Faceless, to its end. */
function tithedGame(seed: number): GameState {
  let s = startStandardGame(
    { seed, seats: FACELESS_TABLE, sagas: [TITHE, 'crow', 'zenith'] },
    TITHE_CONTENT,
  );
  for (let moves = 0; !s.result; moves++) {
    if (moves > 5000) throw new Error('the game did not end');
    const result = applyMove(s, legalMoves(s)[0]);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return s;
}

describe('a tenth Saga plugs in through the rule-module interface', () => {
  it('its setup runs in setup order, before the first decision', () =>
    withTitheSaga(() => {
      const s = startStandardGame(
        { seed: 4, seats: FACELESS_TABLE, sagas: [TITHE, 'crow', 'zenith'] },
        TITHE_CONTENT,
      );
      expect(logOf(s, 'saga-power-gained').filter((e) => e.saga === TITHE)).toHaveLength(1);
      // Its 1 token and Zenith's 1 (EV-SAGA-ZENITH-1), on every board.
      expect(s.seats.map((seat) => seat.power.unspent)).toEqual([2, 2, 2, 2]);
    }));

  it('its ∞ rule changes the base rules’ named queries: Combat Value and Vaala cost', () =>
    withTitheSaga(() => {
      const s = startStandardGame(
        { seed: 4, seats: FACELESS_TABLE, sagas: [TITHE, 'crow', 'zenith'] },
        TITHE_CONTENT,
      );
      const dragon = dragonOf(s);
      const side = combatValueParts(
        s,
        { kind: 'dragon', seat: dragon.id },
        { attacking: true, bonus: 0 },
      );
      expect(side.parts).toEqual([
        { source: 'Wound track', value: 5 },
        { source: 'The Ember Tithe', value: 1 },
      ]);
      expect(side.combatValue).toBe(6);
      // Fury costs 1 (house card), 2 under the tithe.
      expect(vaalaCost(s, dragon.id, 'fury')).toBe(2);
    }));

  it('its Stages resolve in a whole seeded game, which plays to its end', () =>
    withTitheSaga(() => {
      const s = tithedGame(3);
      expect(s.result).not.toBeNull();
      const stages = logOf(s, 'stage-advanced').filter((e) => e.saga === TITHE);
      expect(stages.length).toBeGreaterThan(0);
      // Each Stage's embers are logged during that Stage (the entries' Saga step).
      const embers = logOf(s, 'saga-power-placed')
        .filter((e) => e.saga === TITHE)
        .map((e) => e.during?.stage)
        .filter((stage, i, all) => i === 0 || all[i - 1] !== stage);
      expect(embers).toEqual(stages.map((e) => e.stage));
    }));

  it('without its module installed the tenth Saga is refused with a clear message', () => {
    expect(() =>
      startStandardGame(
        { seed: 4, seats: FACELESS_TABLE, sagas: [TITHE, 'crow', 'zenith'] },
        TITHE_CONTENT,
      ),
    ).toThrow('the Saga tithe has no rule module installed');
  });
});
