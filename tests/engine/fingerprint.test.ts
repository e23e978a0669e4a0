import { describe, expect, it } from 'vitest';
import { fingerprint, legalMoves, applyMove, type GameState } from '../../src/engine';
import { scenarioGame } from './positions';
import { HUMAN_TABLE } from '../tables';

/** The digest a save records of its final position, by which an edited save is refused. */

const opening = (seed: number) => scenarioGame({}, { seed, seats: HUMAN_TABLE });

/** The same data with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).reverse();
  return Object.fromEntries(entries.map(([k, v]) => [k, reversedKeys(v)]));
}

describe('fingerprint', () => {
  it('is eight hex digits and depends on the data, not on the order of keys', () => {
    const s = opening(1);
    expect(fingerprint(s)).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint(reversedKeys(s) as GameState)).toBe(fingerprint(s));
    expect(fingerprint(structuredClone(s))).toBe(fingerprint(s));
  });

  it('tells apart positions that differ by a seed, a move or one number', () => {
    const s = opening(1);
    const moved = applyMove(s, legalMoves(s)[0]);
    if (!moved.ok) throw new Error(moved.error.message);
    const richer = structuredClone(s);
    richer.supply.power += 1;
    const prints = new Set([s, opening(2), moved.state, richer].map(fingerprint));
    expect(prints.size).toBe(4);
  });
});
