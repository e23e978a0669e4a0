import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/engine';
import { SOLO_TABLE } from '../../tables';

describe('setup problems name their field', () => {
  it('RB-1, EV-EPIC-SETUP-5, EV-SAGA-SETUP-3, EV-CHOICE-6: each problem says which part of the setup it is about', () => {
    const result = createGame({
      seed: 1,
      seats: [...SOLO_TABLE.slice(0, 3), { faction: 'fulgen', controller: 'faceless', epic: true }],
      sagas: ['kadmos', 'crow'],
      soloMode: 'standard',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['seats', 'seats.3', 'sagas']),
    );
    expect(result.problems).toContainEqual({
      field: 'sagas',
      message: 'choose 3 Sagas, not 2 (EV-SAGA-SETUP-3)',
    });
    // The one-line error is the same problems, in order.
    expect(result.error).toBe(result.problems.map((p) => p.message).join('; '));
  });

  it('a malformed setup names the path of each bad field', () => {
    const result = createGame({ seed: -1, seats: SOLO_TABLE });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.field)).toEqual(['seed']);
  });
});
