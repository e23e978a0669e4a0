import { describe, expect, it } from 'vitest';
import type {
  GameSetup,
  GameState,
  RegionId,
  Scenario,
  SeatSetup,
  VaalaId,
} from '../../../src/engine';
import { content, createGame } from '../../../src/engine';
import { push, sagaFrame } from '../../../src/engine/frames';
import { resolve } from '../../../src/engine/resolver';
import { answer, optionKinds, runFaceless, seat } from '../play';
import { scenarioGame } from '../positions';
import { HUMAN_TABLE, tableWith } from '../../tables';

const { REGION_IDS } = content;

function zenithGame(
  sc: Scenario,
  stage: 0 | 1 | 2 | 3,
  options: Partial<GameSetup> = {},
): GameState {
  return scenarioGame({ lineup: [], sagas: [{ id: 'zenith', stage }], ...sc }, options);
}

const reveal: Scenario['stack'] = [{ stage: 'ember-1' }];

const powerIn = (s: GameState) =>
  Object.fromEntries(REGION_IDS.map((r) => [r, s.regions[r].power])) as Record<RegionId, number>;

function newTable(seats: SeatSetup[], sagas: GameSetup['sagas']): GameState {
  const result = createGame({ seed: 5, seats, initiative: 'allaria', sagas });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/**
 * Allaria's `assault-vaala-deploy` turn (then `harvest-vaala-fortify` when `second`) with nobody in
 * reach to attack, so the Vaala Glyph is the first to ask.
 */
function vaalaTurn(vaalaHand: VaalaId[], sagas: Scenario['sagas'], power: number, second = false) {
  return scenarioGame({
    lineup: [],
    sagas,
    regions: { allar: { units: { allaria: 1 } } },
    seats: {
      allaria: { location: 'allar', vaalaHand, power: { unspent: power } },
      fulgen: { location: 'tyvh' },
    },
    stack: [
      { seat: 'allaria', card: 'assault-vaala-deploy' },
      ...(second ? [{ seat: 'allaria' as const, card: 'harvest-vaala-fortify' as const }] : []),
    ],
  });
}

describe('EV-SAGA-ZENITH: Zenith of the Elder Moon', () => {
  it('EV-SAGA-ZENITH-1: setup puts 1 unspent Power token from the supply on every board, Faceless ones included', () => {
    const table = tableWith(['fulgen', 'skarn']);
    const base = newTable(table, []);
    const s = newTable(table, ['zenith', 'crow', 'return']);
    // On top of the opening's boards (the Faceless hold their strength's starting Power, RB-44d).
    for (const id of ['allaria', 'fulgen', 'tyveria', 'skarn'] as const)
      expect([id, seat(s, id).power]).toEqual([
        id,
        { unspent: seat(base, id).power.unspent + 1, spent: 0 },
      ]);
    expect(seat(s, 'allaria').power.unspent).toBe(1);
    const inRegions = (g: GameState) => REGION_IDS.reduce((n, r) => n + g.regions[r].power, 0);
    expect(s.supply.power + inRegions(s)).toBe(base.supply.power + inRegions(base) - 4);
  });

  /** Zenith's setup run on a position where hands are larger than the limit. */
  function zenithSetup(seats: SeatSetup[]): GameState {
    const s = scenarioGame(
      {
        lineup: [],
        sagas: [{ id: 'zenith' }],
        seats: {
          allaria: { vaalaHand: ['rally', 'muster', 'firestorm'] },
          fulgen: { vaalaHand: ['preen', 'roar', 'fury', 'tailwind'] },
          skarn: { vaalaHand: ['preen', 'roar', 'fury'] },
        },
      },
      { seats },
    );
    push(s, sagaFrame('zenith', 'setup'));
    resolve(s);
    return s;
  }

  it('EV-SAGA-ZENITH-2, Q-ZENITH-1: a player holding more than 2 when Zenith is set up discards down to 2 of their choice, in turn order', () => {
    const s = zenithSetup(HUMAN_TABLE);
    expect(s.pending).toMatchObject({
      seat: 'allaria',
      kind: 'saga-option',
      rule: 'EV-SAGA-ZENITH-2',
    });
    expect(s.pending!.options).toEqual(
      ['rally', 'muster', 'firestorm'].map((card) => ({ kind: 'vaala', card })),
    );
    const a = answer(s, { kind: 'vaala', card: 'muster' });
    expect(seat(a, 'allaria').vaalaHand).toEqual(['rally', 'firestorm']);
    expect(seat(a, 'allaria').vaalaDiscard).toEqual(['muster']);
    // Fulgen discards twice; Tyveria (2 cards) is not asked; then Skarn.
    const f1 = answer(a, { kind: 'vaala', card: 'roar' });
    expect(f1.pending).toMatchObject({ seat: 'fulgen' });
    const f2 = answer(f1, { kind: 'vaala', card: 'preen' });
    expect(seat(f2, 'fulgen').vaalaHand).toEqual(['fury', 'tailwind']);
    expect(f2.pending).toMatchObject({ seat: 'skarn', rule: 'EV-SAGA-ZENITH-2' });
    const done = answer(f2, { kind: 'vaala', card: 'fury' });
    expect(seat(done, 'skarn').vaalaHand).toEqual(['preen', 'roar']);
    expect(seat(done, 'tyveria').vaalaHand).toHaveLength(2);
    expect(done.pending?.kind).toBe('plan');
  });

  it('EV-SAGA-ZENITH-2, Q-ZENITH-1: a Faceless player over the limit at setup discards by its own rules', () => {
    const s = runFaceless(zenithSetup(tableWith(['fulgen', 'skarn'])));
    expect(s.pending).toMatchObject({ seat: 'allaria', rule: 'EV-SAGA-ZENITH-2' });
    const done = runFaceless(answer(s, { kind: 'vaala', card: 'rally' }));
    for (const id of ['allaria', 'fulgen', 'tyveria', 'skarn'] as const)
      expect(seat(done, id).vaalaHand).toHaveLength(2);
  });

  it('EV-SAGA-ZENITH-2, Q-PREC-3: the limit holds from the start of Saga setup, so Weavers set up first deals no 3rd card', () => {
    const s = newTable(HUMAN_TABLE, ['weavers', 'zenith', 'crow']);
    for (const id of ['allaria', 'fulgen', 'tyveria', 'skarn'] as const)
      expect(seat(s, id).vaalaHand).toHaveLength(2);
    expect(s.pending?.kind).toBe('plan');
  });

  it('EV-SAGA-ZENITH-2: a player at 2 Vaala cards is not offered a draw; without Zenith they are', () => {
    const withZenith = vaalaTurn(['muster', 'battle-hymn'], [{ id: 'zenith' }], 3);
    expect(withZenith.pending).toMatchObject({ seat: 'allaria', kind: 'vaala' });
    expect(optionKinds(withZenith)).toEqual(['vaala', 'vaala', 'done']);
    const without = vaalaTurn(['muster', 'battle-hymn'], [], 3);
    expect(optionKinds(without)).toEqual(['vaala', 'vaala', 'draw', 'done']);
  });

  it('EV-SAGA-ZENITH-7: a player at 2 must play a Vaala card before drawing: their next Vaala action may draw again', () => {
    const s = vaalaTurn(['rally', 'muster'], [{ id: 'zenith' }], 0, true);
    expect(optionKinds(s)).toEqual(['vaala', 'done']);
    let next = answer(s, { kind: 'vaala', card: 'rally' });
    expect(seat(next, 'allaria').vaalaHand).toEqual(['muster']);
    while (next.pending?.kind !== 'vaala') next = answer(next, next.pending!.options.at(-1)!);
    expect(optionKinds(next)).toEqual(['draw', 'done']);
    const drawn = answer(next, { kind: 'draw' });
    expect(seat(drawn, 'allaria').vaalaHand).toHaveLength(2);
  });

  it('EV-SAGA-ZENITH-8: cards that left the hand (played or discarded) do not count: with 1 in hand and 4 in the discard pile, a draw refills to 2', () => {
    const s = scenarioGame({
      lineup: [],
      sagas: [{ id: 'zenith' }],
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'allar', vaalaHand: ['muster'] },
        fulgen: { location: 'tyvh' },
      },
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
    });
    const me = seat(s, 'allaria');
    me.vaalaDiscard = me.vaalaDeck.splice(0);
    expect(optionKinds(s)).toEqual(['draw', 'done']);
    const drawn = answer(s, { kind: 'draw' });
    expect(seat(drawn, 'allaria').vaalaHand).toHaveLength(2);
    expect(seat(drawn, 'allaria').vaalaDeck).toHaveLength(3);
  });

  it.each([1, 2] as const)(
    'EV-SAGA-ZENITH-3, EV-SAGA-ZENITH-4: Stage %i leaves at most 1 Power token in every region, the rest to the supply',
    (stage) => {
      const s = zenithGame(
        {
          regions: {
            allar: { units: { allaria: 2 }, power: 4 },
            cross: { units: { neutral: 1 }, power: 2 },
            moon: { power: 1 },
          },
          stack: reveal,
        },
        (stage - 1) as 0 | 1,
      );
      expect(s.sagas[0].stage).toBe(stage);
      const after = powerIn(s);
      for (const r of REGION_IDS)
        expect([r, after[r]]).toEqual([r, ['allar', 'cross', 'moon'].includes(r) ? 1 : 0]);
      expect(s.supply.power).toBe(50 - 3);
    },
  );

  it('EV-SAGA-ZENITH-5, EV-SAGA-ZENITH-6, Q-ZENITH-2: at Stage III each player tied for the most tokens (spent and unspent) flips 1 unspent token; one with none flips nothing', () => {
    const s = zenithGame(
      {
        seats: {
          allaria: { power: { unspent: 2, spent: 2 } },
          fulgen: { power: { unspent: 0, spent: 4 } },
          tyveria: { power: { unspent: 3, spent: 0 } },
          skarn: { power: { unspent: 1, spent: 1 } },
        },
        stack: reveal,
      },
      2,
    );
    expect(s.sagas[0].stage).toBe(3);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 3 });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 4 });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 3, spent: 0 });
    expect(seat(s, 'skarn').power).toEqual({ unspent: 1, spent: 1 });
  });

  it('EV-SAGA-ZENITH-5: a single richest player flips 1 token', () => {
    const s = zenithGame(
      {
        seats: {
          allaria: { power: { unspent: 1, spent: 0 } },
          tyveria: { power: { unspent: 5, spent: 0 } },
        },
        stack: reveal,
      },
      2,
    );
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 4, spent: 1 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
  });
});
