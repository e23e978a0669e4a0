import { describe, expect, it } from 'vitest';
import { createGame, type GameState, type SeatSetup } from '../../src/engine';
import { EVENT_IDS, REGION_IDS } from '../../src/engine/content/ids';
import { answer, logOf, seat, units } from './play';
import { scenarioGame } from './positions';

/** Two humans: Allaria and Fulgen; Tyveria's and Skarn's starting regions are unused. */
const TWO: SeatSetup[] = [
  { faction: 'allaria', controller: 'human' },
  { faction: 'fulgen', controller: 'human' },
];
/** Three humans: Skarn's starting region is unused. */
const THREE: SeatSetup[] = [...TWO, { faction: 'tyveria', controller: 'human' }];

function opening(seats: SeatSetup[], variant: 'cooperative' | 'competitive', seed = 3): GameState {
  const result = createGame({ seed, seats, initiative: 'allaria', noFaceless: variant });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/** The Event cards in the game: the deck and those already on the Action stack. */
const eventsOf = (s: GameState) => [
  ...s.eventDeck,
  ...s.stack.flatMap((c) => (c.kind === 'event' ? [c.event] : [])),
];

const refusal = (setup: object) => {
  const result = createGame({ seed: 1, ...setup });
  return result.ok ? null : result.error;
};

describe('EV-NOFACE: playing without Faceless players', () => {
  it.each([
    ['2', TWO],
    ['3', THREE],
  ])('EV-NOFACE-1, RB-1a: %s human players may play without Faceless', (_, seats) => {
    for (const variant of ['cooperative', 'competitive'] as const) {
      const s = opening(seats, variant);
      expect(s.seats.map((x) => x.id)).toEqual(seats.map((x) => x.faction));
      expect(s.options.noFaceless).toBe(variant);
    }
  });

  it('EV-NOFACE-1, Q-NOFACE-3, RB-1a: refused with 4 seats, with a Faceless seat, and in solo', () => {
    const four: SeatSetup[] = [...THREE, { faction: 'skarn', controller: 'human' }];
    expect(refusal({ seats: four, noFaceless: 'cooperative' })).toMatch(/EV-NOFACE-1/);
    const withFaceless = THREE.map((x, i) => (i === 2 ? { ...x, controller: 'faceless' } : x));
    expect(refusal({ seats: withFaceless, noFaceless: 'cooperative' })).toMatch(/EV-NOFACE-1/);
    // Solo: one human (with three Faceless, or alone) is never offered the option.
    expect(refusal({ seats: [TWO[0]], noFaceless: 'competitive' })).toMatch(/EV-NOFACE-1/);
    const solo = [
      TWO[0],
      { faction: 'fulgen', controller: 'faceless' },
      { faction: 'tyveria', controller: 'faceless' },
      { faction: 'skarn', controller: 'faceless' },
    ];
    expect(refusal({ seats: solo, noFaceless: 'competitive', soloMode: 'standard' })).toMatch(
      /EV-NOFACE-1/,
    );
    // Without the option, fewer than four characters is still refused (RB-1).
    expect(refusal({ seats: TWO })).toMatch(/RB-1/);
    // Never more than two Generals or two Dragons.
    const threeGenerals: SeatSetup[] = [
      { faction: 'allaria', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'nahuac', controller: 'human' },
    ];
    expect(refusal({ seats: threeGenerals, noFaceless: 'cooperative' })).toMatch(/two Generals/);
  });

  it('RB-1a: only the human characters are set up; unused starting regions are set up as non-starting (RB-10)', () => {
    const s = opening(TWO, 'cooperative');
    // Allaria's General and 3 Units at home (RB-8); Fulgen's Dragon at home (RB-9).
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(seat(s, 'fulgen').location).toBe('crown');
    // No Tyveria or Skarn anywhere: not seated, no Units on the map or in the supply.
    expect(s.seats.some((x) => x.id === 'tyveria' || x.id === 'skarn')).toBe(false);
    expect(s.supply.units).toEqual({ neutral: 30 - 10, allaria: 17 });
    for (const r of REGION_IDS) expect(units(s, r, 'tyveria')).toBe(0);
    // Tyveria's Blood Marches and Skarn's Nahuac Wilds are non-starting: 1 Power and 1 neutral Unit.
    for (const r of ['blood', 'nahu'] as const) {
      expect(s.regions[r].power).toBe(1);
      expect(units(s, r, 'neutral')).toBe(1);
    }
    // The printed city of the Blood Marches is still placed (RB-3a).
    expect(s.regions.blood.city).toBe(true);
    // The used starting regions stay starting regions.
    expect(units(s, 'crown', 'neutral')).toBe(0);
    expect(s.regions.crown.power).toBe(0);
    // 10 non-starting regions, moon and cross with 2: 12 Power tokens in regions.
    expect(REGION_IDS.reduce((n, r) => n + s.regions[r].power, 0)).toBe(12);
  });

  it('RB-1a: with three humans only the unused starting region (the Nahuac Wilds) is non-starting', () => {
    const s = opening(THREE, 'competitive');
    expect(units(s, 'blood', 'tyveria')).toBe(3);
    expect(units(s, 'blood', 'neutral')).toBe(0);
    expect(s.regions.nahu.power).toBe(1);
    expect(units(s, 'nahu', 'neutral')).toBe(1);
  });

  it('RB-1a, RB-13: turn order skips the unused factions: Planning goes Allaria, Fulgen, Tyveria, Allaria', () => {
    let s = opening(THREE, 'cooperative');
    const planners: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(s.pending?.kind).toBe('plan');
      planners.push(s.pending!.seat);
      const card = s.pending!.options.find((o) => o.kind === 'card')!;
      s = answer(s, card);
    }
    expect(planners).toEqual(['allaria', 'fulgen', 'tyveria', 'allaria']);
  });

  it('EV-NOFACE-3: the fully competitive game returns the Dragonbond Event to the box', () => {
    const s = opening(TWO, 'competitive');
    expect(eventsOf(s)).toHaveLength(EVENT_IDS.length - 1);
    expect(eventsOf(s)).not.toContain('dragonbond');
    // A scenario's Event deck is the same box: never the Dragonbond card.
    const scenario = scenarioGame({}, { seats: TWO, noFaceless: 'competitive' });
    expect(eventsOf(scenario)).toHaveLength(EVENT_IDS.length - 1);
    expect(eventsOf(scenario)).not.toContain('dragonbond');
    expect(() =>
      scenarioGame({ stack: [{ event: 'dragonbond' }] }, { seats: TWO, noFaceless: 'competitive' }),
    ).toThrow(/EV-NOFACE-3/);
    expect(() =>
      scenarioGame({ eventDeck: ['dragonbond'] }, { seats: TWO, noFaceless: 'competitive' }),
    ).toThrow(/EV-NOFACE-3/);
  });

  it('EV-NOFACE-2: the bonding variant keeps the Dragonbond Event; a General and a Dragon in one region bond (1, 1)', () => {
    const s0 = opening(TWO, 'cooperative');
    expect(eventsOf(s0)).toContain('dragonbond');
    const s = scenarioGame(
      {
        regions: { allar: { units: { allaria: 2 } } },
        seats: { fulgen: { location: 'allar' } },
        stack: [{ event: 'dragonbond' }],
        dice: ['1', '1'],
      },
      { seats: TWO, noFaceless: 'cooperative' },
    );
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(1);
    expect(seat(s, 'allaria').bondedTo).toBe('fulgen');
    expect(seat(s, 'fulgen').bondedTo).toBe('allaria');
  });

  it('EV-NOFACE-4: in the fully competitive game players never dragonbond, over whole games', () => {
    for (const seed of [1, 2, 3]) {
      let s = opening(TWO, 'competitive', seed);
      let pick = seed;
      while (!s.result) {
        const options = s.pending!.options;
        pick = (pick * 1103515245 + 12345) >>> 0;
        s = answer(s, options[pick % options.length]);
      }
      expect(logOf(s, 'dragonbond-roll')).toEqual([]);
      expect(s.seats.every((x) => x.bondedTo === null)).toBe(true);
      expect(s.eventDiscard).not.toContain('dragonbond');
    }
  });

  it('Q-NOFACE-1: in the fully competitive game a General still bonds with a Dragon dial (Kadmos)', () => {
    // Allaria ends her turn (Harvest·Move, both Glyphs skipped) in the Allarian Heartland with a
    // wild Dragon dial: she rolls for Dragonbond (EV-SAGA-KAD-4) and both dice hit.
    let s = scenarioGame(
      {
        sagas: [{ id: 'kadmos' }],
        dials: [{ kind: 'dragon', region: 'allar' }],
        regions: { allar: { units: { allaria: 2 } } },
        stack: [{ seat: 'allaria', card: 'harvest-move' }],
        dice: ['1', '1'],
      },
      { seats: TWO, noFaceless: 'competitive' },
    );
    while (s.pending?.seat === 'allaria' && s.pending.kind !== 'plan')
      s = answer(s, { kind: 'done' });
    expect(logOf(s, 'dial-bonded')).toHaveLength(1);
    expect(s.dials.find((d) => d.id === 'dragon-a')!.bondedTo).toBe('allaria');
  });
});
