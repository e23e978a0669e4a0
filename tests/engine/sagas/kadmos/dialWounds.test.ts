import { describe, expect, it } from 'vitest';
import type { Choice, GameState, Scenario, Target, VaalaId } from '../../../../src/engine';
import { answer, expectOptions, factsOf, force, logOf, seat, units } from '../../play';
import { quietGame } from '../../positions';

/**
 * Every way a Dragon dial takes wounds outside combat: the Wilderness Uprising's Creatures
 * (EV-SAGA-WILD-9…11) and Vaala cards (RB-32b). No Event wounds anything, and house Creatures
 * never attack (RB-40), so these are all the paths. A bonded dial is never removed (Q-DIAL-2):
 * filled, it meets the Skull, which outside combat injures no one (EV-DDIAL-22/23).
 */

const dragonA = (s: GameState) => s.dials.find((d) => d.id === 'dragon-a')!;
const dialTarget: Target = { kind: 'dial', id: 'dragon-a' };
const play = (card: VaalaId): Choice => ({ kind: 'vaala', card });

/** What the Skull leaves: the dial healed where it stood, still bonded, its General's next Glyph lost. */
function expectSkullWithoutInjury(s: GameState, wounds: number) {
  expect(dragonA(s)).toMatchObject({ region: 'moon', wounds, bondedTo: 'allaria' });
  expect(logOf(s, 'dial-skull').map(factsOf)).toEqual([{ dial: 'dragon-a', inCombat: false }]);
  expect(logOf(s, 'dial-destroyed')).toEqual([]);
  expect(seat(s, 'allaria').skipNextGlyph).toBe(true);
  // EV-DDIAL-23/24 need a combat: no injury, no token lost, no retreat.
  expect(logOf(s, 'injured')).toEqual([]);
  expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
  expect(seat(s, 'allaria').location).toBe('ysval');
}

/** Allaria (1 Power, 1 Unit in ysval) is bonded to Dragon dial A in the Red Moon Steppe. */
function bondedDialGame(sc: Scenario, dialWounds: number): GameState {
  return quietGame({
    ...sc,
    regions: { ysval: { units: { allaria: 1 } }, ...sc.regions },
    seats: { allaria: { location: 'ysval', power: { unspent: 1 } }, ...sc.seats },
    sagas: [...(sc.sagas ?? []), { id: 'kadmos', marker: 'tide' }],
    dials: [{ kind: 'dragon', region: 'moon', wounds: dialWounds, bondedTo: 'allaria' }],
  });
}

describe('Q-DIAL-2, EV-DDIAL-22: a bonded dial filled outside combat is healed by the Skull, never removed', () => {
  it.each([
    ['EV-SAGA-WILD-9', 0, 4, 0],
    ['EV-SAGA-WILD-10', 1, 4, 0],
    // Wounds past the full track are lost, as a Dragon's (RB-37a): 4 + 2 fills it, 5 heal.
    ['EV-SAGA-WILD-11', 2, 4, 0],
  ] as const)(
    '%s, EV-DDIAL-22, Q-DIAL-2: the Creature’s wounds fill the bonded dial next door; it heals 5 and stays bonded',
    (rule, stage, before, after) => {
      const s = bondedDialGame(
        {
          sagas: [{ id: 'wilderness', stage, marker: 'ember' }],
          creatures: [{ card: 'gloom-stalker', region: 'cross' }],
          stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
        },
        before,
      );
      expect(logOf(s, 'creature-lashes-out').map((e) => e.rule)).toEqual([rule]);
      expectSkullWithoutInjury(s, after);
    },
  );

  it('EV-SAGA-WILD-9, EV-DIAL-8: a non-bonded dial filled by the same wounds leaves play for its supply', () => {
    const s = quietGame({
      sagas: [
        { id: 'wilderness', stage: 0, marker: 'ember' },
        { id: 'kadmos', marker: 'tide' },
      ],
      creatures: [{ card: 'gloom-stalker', region: 'cross' }],
      dials: [{ kind: 'dragon', region: 'moon', wounds: 4 }],
      stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
    });
    expect(dragonA(s)).toMatchObject({ region: null, wounds: 0, bondedTo: null });
    expect(logOf(s, 'dial-destroyed')).toHaveLength(1);
  });

  it('RB-28 Vaala card Dragonfire, Q-DIAL-4, EV-DDIAL-22/23: a Dragon dial is a Dragon; filled by the card, the bonded dial meets the Skull and its General is not injured', () => {
    let s = bondedDialGame(
      {
        regions: { hollow: { units: { neutral: 1 } } },
        seats: { fulgen: { location: 'cross', power: { unspent: 2 }, vaalaHand: ['dragonfire'] } },
        stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
      },
      3,
    );
    s = answer(s, play('dragonfire'));
    expectOptions(s, [
      { kind: 'target', from: 'cross', target: force('neutral', 'hollow') },
      { kind: 'target', from: 'cross', target: dialTarget },
    ]);
    s = answer(s, { kind: 'target', from: 'cross', target: dialTarget });
    expectSkullWithoutInjury(s, 0);
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 2 });
  });

  it('RB-28 Vaala card Dragonfire, EV-DIAL-8, Q-KAD-5: a non-bonded dial filled by the card leaves play, with no Trophy outside combat', () => {
    let s = quietGame({
      seats: { fulgen: { location: 'cross', power: { unspent: 2 }, vaalaHand: ['dragonfire'] } },
      sagas: [{ id: 'kadmos' }],
      dials: [{ kind: 'dragon', region: 'moon', wounds: 3 }],
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    // The dial is the only target in reach, so the card takes it without asking.
    s = answer(s, play('dragonfire'));
    expect(dragonA(s)).toMatchObject({ region: null, wounds: 0 });
    expect(logOf(s, 'dial-destroyed')).toHaveLength(1);
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 2 });
  });

  it('RB-28 Vaala card Roar, EV-DDIAL-5, RB-32b: hits on the bonded General’s force outside combat fall on its Units, not on the dial among them', () => {
    const s = answer(
      bondedDialGame(
        {
          regions: { moon: { units: { allaria: 2 } } },
          seats: { fulgen: { location: 'cross', power: { unspent: 3 }, vaalaHand: ['roar'] } },
          stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
        },
        4,
      ),
      play('roar'),
    );
    expect(units(s, 'moon', 'allaria')).toBe(1);
    expect(dragonA(s)).toMatchObject({ region: 'moon', wounds: 4, bondedTo: 'allaria' });
    expect(seat(s, 'allaria').skipNextGlyph).toBe(false);
  });

  it('RB-28 Vaala card Firestorm, EV-DDIAL-5, RB-32b: an enemy General’s card hits the Units beside the bonded dial, never the dial', () => {
    let s = bondedDialGame(
      {
        regions: {
          moon: { units: { allaria: 2 } },
          fell: { units: { tyveria: 1 } },
          tyvh: { units: { neutral: 1 } },
        },
        seats: {
          tyveria: { location: 'fell', power: { unspent: 2 }, vaalaHand: ['firestorm'] },
        },
        stack: [{ seat: 'tyveria', card: 'harvest-vaala-fortify' }],
      },
      4,
    );
    s = answer(s, play('firestorm'));
    // The force is the target (Units and the dial among them), never the dial on its own.
    expectOptions(s, [
      { kind: 'target', from: 'fell', target: force('allaria', 'moon') },
      { kind: 'target', from: 'fell', target: force('neutral', 'tyvh') },
    ]);
    s = answer(s, { kind: 'target', from: 'fell', target: force('allaria', 'moon') });
    expect(units(s, 'moon', 'allaria')).toBe(0);
    expect(dragonA(s)).toMatchObject({ region: 'moon', wounds: 4, bondedTo: 'allaria' });
  });
});
