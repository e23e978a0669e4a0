import { describe, expect, it } from 'vitest';
import { createGame, type GameSetup, type GameState, type SagaId } from '../../../src/engine';
import { REGION_IDS } from '../../../src/engine/content/ids';
import {
  SAGAS,
  SAGA_IDS,
  STAGE_CARDS,
  STAGE_MARKERS,
  markerOfStageCard,
} from '../../../src/engine/content/sagas';
import { PLAYABLE_SAGAS } from '../../../src/engine';
import { logOf, units } from '../play';
import { HUMAN_TABLE } from '../../tables';

function game(sagas: GameSetup['sagas'], seed = 1, extra: Partial<GameSetup> = {}): GameState {
  const result = createGame({ seed, seats: HUMAN_TABLE, initiative: 'allaria', sagas, ...extra });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const refusal = (sagas: unknown) => {
  const result = createGame({ seed: 1, seats: HUMAN_TABLE, sagas });
  return result.ok ? null : result.error;
};

const STARTING = ['allar', 'blood', 'crown', 'nahu'];

describe('EV-SAGA-SETUP: choosing and setting up the Sagas', () => {
  it('EV-SAGA-SETUP-1, Q-SETUP-1: 9 Saga cards, 12 Stage cards and 3 Stage markers, 4 cards per marker', () => {
    expect(SAGA_IDS).toHaveLength(9);
    expect(STAGE_CARDS).toHaveLength(12);
    expect(STAGE_MARKERS).toHaveLength(3);
    for (const marker of STAGE_MARKERS)
      expect(STAGE_CARDS.filter((c) => markerOfStageCard(c) === marker)).toHaveLength(4);
  });

  it('EV-SAGA-SETUP-2, EV-SAGA-SETUP-3, EV-SAGA-SETUP-9: each Saga card carries its name, setup, ∞ rules and three Stage effects as data', () => {
    for (const id of SAGA_IDS) {
      const saga = SAGAS[id];
      expect(saga.id).toBe(id);
      expect(saga.name.length).toBeGreaterThan(0);
      expect(saga.setup.length).toBeGreaterThan(0);
      expect(saga.rules.length).toBeGreaterThan(0);
      for (const rule of saga.rules) expect(rule.text.length).toBeGreaterThan(0);
      expect(saga.stages).toHaveLength(3);
      expect(saga.flavour.length).toBeGreaterThan(0);
    }
    expect(SAGAS.zenith.rules[0].text).toBe(
      "Players can't have more than 2 Vaala cards in their hands at any time.",
    );
  });

  it('EV-SAGA-SETUP-4, Q-SETUP-3: Saga setup follows the base setup (Crow adds a neutral Unit where RB-10 put one)', () => {
    const s = game(['crow', 'zenith', 'weavers']);
    for (const r of REGION_IDS) expect(units(s, r, 'neutral')).toBe(STARTING.includes(r) ? 0 : 2);
    // The base setup is intact: Allaria's 3 Units at home, 1 or 2 Power in non-starting regions.
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(s.regions.moon.power).toBe(2);
  });

  it('RB-1a, Q-SETUP-3: without Faceless, the unused starting regions are non-starting for Saga setup too', () => {
    const s = game(['crow', 'zenith', 'weavers'], 1, {
      seats: HUMAN_TABLE.slice(0, 2),
      noFaceless: 'cooperative',
    });
    expect(units(s, 'blood', 'neutral')).toBe(2);
    expect(units(s, 'nahu', 'neutral')).toBe(2);
    expect(units(s, 'crown', 'neutral')).toBe(0);
  });

  it('EV-SAGA-SETUP-5: exactly 3 different playable Sagas are chosen', () => {
    expect(refusal(['crow', 'zenith'])).toMatch(/EV-SAGA-SETUP-3/);
    expect(refusal(['crow', 'zenith', 'weavers', 'return'])).toMatch(/EV-SAGA-SETUP-3/);
    expect(refusal(['crow', 'crow', 'zenith'])).toMatch(/only once/);
    expect(refusal(['crow', 'zenith', 'weavers'])).toBeNull();
  });

  it('EV-SAGA-SETUP-5: chosen at random, 3 different playable Sagas, varying with the seed', () => {
    expect(PLAYABLE_SAGAS.length).toBeGreaterThanOrEqual(3);
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const ids = game('random', seed).options.sagas;
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(PLAYABLE_SAGAS).toContain(id);
      drawn.add([...ids].sort().join());
    }
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('EV-SAGA-SETUP-6: only the 3 chosen Sagas are in play; the others bring nothing to the table', () => {
    const s = game(['crow', 'zenith', 'weavers']);
    expect(s.sagas.map((x) => x.id)).toEqual(['crow', 'zenith', 'weavers']);
    expect(s.options.sagas).toEqual(['crow', 'zenith', 'weavers']);
    // No Kadmos or Null in play: no dials at all.
    expect(s.dials).toEqual([]);
    expect(logOf(s, 'saga-chosen').map((e) => e.saga)).toEqual(['crow', 'zenith', 'weavers']);
  });

  it('EV-SAGA-SETUP-7, Q-SETUP-2: setups run one at a time, each finished before the next, in the chosen order', () => {
    /** The Sagas whose setup logged something, in log order, repeats collapsed. */
    const setupOrder = (s: GameState) =>
      s.log
        .flatMap((e) => (e.during?.when === 'setup' ? [e.during.saga] : []))
        .filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(setupOrder(game(['crow', 'return', 'zenith']))).toEqual(['crow', 'return', 'zenith']);
    expect(setupOrder(game(['zenith', 'return', 'crow']))).toEqual(['zenith', 'return', 'crow']);
  });

  it('Q-PREC-3, Q-ZENITH-1: Zenith’s limit beats Weavers’ setup draw in either order: hands stay at 2', () => {
    for (const order of [
      ['zenith', 'weavers', 'crow'],
      ['weavers', 'zenith', 'crow'],
    ] as SagaId[][]) {
      const s = game(order);
      expect(s.seats.map((x) => x.vaalaHand.length)).toEqual([2, 2, 2, 2]);
      expect(s.pending?.kind).toBe('plan');
    }
    // Without Zenith, Weavers' draw gives everyone a 3rd card (EV-SAGA-WEAVE-1).
    expect(game(['weavers', 'crow', 'return']).seats.map((x) => x.vaalaHand.length)).toEqual([
      3, 3, 3, 3,
    ]);
  });

  it('EV-SAGA-SETUP-8: each Saga gets a different Stage marker, at random, on ∞', () => {
    const markers = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = game(['crow', 'zenith', 'weavers'], seed);
      expect(new Set(s.sagas.map((x) => x.marker)).size).toBe(3);
      expect(s.sagas.every((x) => x.stage === 0)).toBe(true);
      markers.add(s.sagas.find((x) => x.id === 'crow')!.marker);
    }
    expect(markers).toEqual(new Set(STAGE_MARKERS));
  });

  it('EV-SAGA-SETUP-10: the 12 Stage cards are shuffled into a face-down deck (its order depends on the seed)', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 5; seed++) {
      const s = game(['crow', 'zenith', 'weavers'], seed);
      // Planning of round 1 has placed the first one after the first Event card (EV-STAGE-2).
      const onStack = s.stack.flatMap((c) => (c.kind === 'stage' ? [c.card] : []));
      expect([...onStack, ...s.stageDeck].sort()).toEqual([...STAGE_CARDS].sort());
      expect(s.stack.find((c) => c.kind === 'stage')?.revealed).toBe(false);
      orders.add([...onStack, ...s.stageDeck].join());
    }
    expect(orders.size).toBe(5);
  });

  it('EV-SAGA-SETUP-5: a game without Sagas has no Saga pieces at all', () => {
    const s = game(undefined as unknown as SagaId[]);
    expect(s.sagas).toEqual([]);
    expect(s.stageDeck).toEqual([]);
    expect(s.stack.map((c) => c.kind)).toEqual(['event']);
  });
});
