import type { DieFace, GameState } from './types';

/**
 * RB-5: one seeded generator held in the state (xoshiro128**), so a game is its seed plus its
 * moves. The four 32-bit words live in `state.rng` and are advanced in place on the draft state.
 */
export function seedRng(seed: number): [number, number, number, number] {
  // splitmix32 spreads any integer seed over the four words; an all-zero state would be stuck.
  let x = seed >>> 0;
  const next = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return [next(), next(), next(), next() || 1];
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

function nextUint32(s: GameState): number {
  const r = s.rng;
  const result = Math.imul(rotl(Math.imul(r[1], 5) >>> 0, 7), 9) >>> 0;
  const t = (r[1] << 9) >>> 0;
  r[2] = (r[2] ^ r[0]) >>> 0;
  r[3] = (r[3] ^ r[1]) >>> 0;
  r[1] = (r[1] ^ r[2]) >>> 0;
  r[0] = (r[0] ^ r[3]) >>> 0;
  r[2] = (r[2] ^ t) >>> 0;
  r[3] = rotl(r[3], 11);
  return result;
}

/** Uniform integer in [0, n). */
export function randomInt(s: GameState, n: number): number {
  return Math.floor((nextUint32(s) / 0x100000000) * n);
}

export function pickRandom<T>(s: GameState, items: readonly T[]): T {
  return items[randomInt(s, items.length)];
}

/** Fisher–Yates, in place. */
export function shuffle<T>(s: GameState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** RB-4: scenario dice are used first, then the generator. */
export function rollDie(s: GameState): DieFace {
  const scripted = s.scriptedDice.shift();
  return scripted ?? s.content.numbers.dieFaces[randomInt(s, s.content.numbers.dieFaces.length)];
}
