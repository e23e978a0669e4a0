import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyMove,
  fingerprint,
  HOUSE_CONTENT,
  legalMoves,
  newGame,
  type Content,
  type GameState,
} from '../../../src/engine';
import { logOf } from '../play';
import { FACELESS_TABLE } from '../../tables';

/**
 * Content is data (docs/architecture.md, Properties that matter, 7): an owner's edited box —
 * another land link, another Dragon Harvest number — plays whole seeded games without a line of
 * rule code changing, and the difference shows in play.
 */
const EDITED_BOX: Content = {
  ...HOUSE_CONTENT,
  id: 'edited-box',
  regions: {
    ...HOUSE_CONTENT.regions,
    // A new land link between the Ysvalian Marches and the Fell Gate, both ways.
    ysval: { ...HOUSE_CONTENT.regions.ysval, land: [...HOUSE_CONTENT.regions.ysval.land, 'fell'] },
    fell: { ...HOUSE_CONTENT.regions.fell, land: [...HOUSE_CONTENT.regions.fell.land, 'ysval'] },
  },
  // RB-26: a Dragon's Harvest takes 3 tokens instead of 1.
  numbers: { ...HOUSE_CONTENT.numbers, dragonHarvest: 3 },
};

function play(seed: number, content: Content): GameState {
  let s = newGame({ seed, seats: FACELESS_TABLE }, content);
  for (let moves = 0; !s.result; moves++) {
    if (moves > 5000) throw new Error('the game did not end');
    const result = applyMove(s, legalMoves(s)[0]);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return s;
}

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const isDragon = (s: GameState, seat: string | null) =>
  s.seats.some((x) => x.id === seat && x.role === 'dragon');

/** The most tokens one Dragon Harvest took in a game. */
const biggestDragonHarvest = (s: GameState) =>
  Math.max(
    0,
    ...logOf(s, 'harvested')
      .filter((e) => isDragon(s, e.seat))
      .map((e) => e.count),
  );

/** Steps taken along the link the edited box adds. */
const alongNewLink = (s: GameState) =>
  s.log.filter(
    (e) =>
      (e.kind === 'unit-moved' || e.kind === 'general-moved' || e.kind === 'dragon-flew') &&
      [e.from, e.to].sort().join('-') === 'fell-ysval',
  ).length;

describe('a seeded game on another Content', () => {
  // Played before the first test, not while the file is collected: a run that selects none of
  // these tests (Stryker's runs select a mutant's covering tests by name) plays no game.
  let house: GameState[];
  let edited: GameState[];
  beforeAll(() => {
    house = SEEDS.map((seed) => play(seed, HOUSE_CONTENT));
    edited = SEEDS.map((seed) => play(seed, EDITED_BOX));
  });

  it('plays to its end, carrying the Content it was set up with', () => {
    for (const s of edited) {
      expect(s.result).not.toBeNull();
      expect(s.content).toBe(EDITED_BOX);
    }
  });

  it('RB-26: its Dragons harvest by its number: 3 tokens at once, never more than 2 in the house game', () => {
    // House: 1, or 2 for a bonded Dragon in its General's region (§10).
    expect(Math.max(...house.map(biggestDragonHarvest))).toBeLessThanOrEqual(2);
    expect(Math.max(...edited.map(biggestDragonHarvest))).toBe(3);
  });

  it('RB-18, RB-24: pieces move along its new land link, which the house map does not have', () => {
    expect(house.reduce((n, s) => n + alongNewLink(s), 0)).toBe(0);
    expect(edited.reduce((n, s) => n + alongNewLink(s), 0)).toBeGreaterThan(0);
  });

  it('the same seeds play other games (and the house games are the house games)', () => {
    const differs = SEEDS.filter((_, i) => fingerprint(house[i]) !== fingerprint(edited[i]));
    expect(differs.length).toBeGreaterThan(0);
    expect(fingerprint(house[0])).toBe(fingerprint(play(1, HOUSE_CONTENT)));
  });
});
