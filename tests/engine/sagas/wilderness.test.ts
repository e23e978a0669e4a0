import { describe, expect, it } from 'vitest';
import type { DenizenId, DialState, GameState, RegionId, Scenario } from '../../../src/engine';
import { content } from '../../../src/engine';
import { push, sagaFrame } from '../../../src/engine/frames';
import { resolve } from '../../../src/engine/resolver';
import { HOUSE_CONTENT } from '../../../src/engine/content';
import { blankTable } from '../../../src/engine/setup';
import { answer, logOf, seat, units } from '../play';
import { scenarioGame } from '../positions';
import { HUMAN_TABLE } from '../../tables';

const { DENIZENS, DENIZEN_IDS, REGION_IDS, WEEPING_MOTHER_IDS, DRAGON_WOUND_TRACK, SKULL_HEAL } =
  content;

const isCreature = (d: DenizenId) => DENIZENS[d].creature !== null;
const ALL_CARDS = [...DENIZEN_IDS, ...WEEPING_MOTHER_IDS].sort();

const allDenizens = (s: GameState): DenizenId[] =>
  [
    ...s.lineup.filter((d): d is DenizenId => d !== null),
    ...s.denizenDeck,
    ...s.denizenDiscard,
    ...s.creatures.map((c) => c.card),
    ...s.seats.flatMap((p) => p.denizens),
  ].sort();

const LINEUP: DenizenId[] = [
  'moon-rider',
  'hollow-miner',
  'nahu-hunter',
  'ashen-priestess',
  'cross-sage',
  'fell-ranger',
];

/** Declines every decision (Allaria skips her Move and Assault) until `until` holds. */
function declineUntil(state: GameState, until: (s: GameState) => boolean): GameState {
  let s = state;
  while (!until(s)) s = answer(s, { kind: 'done' });
  return s;
}

/** Runs the Wilderness setup on a position whose Denizen deck starts with `top`. */
function wildernessSetup(s: GameState, top: DenizenId[]): GameState {
  const next = structuredClone(s);
  next.denizenDeck = [...top, ...next.denizenDeck.filter((d) => !top.includes(d))];
  push(next, sagaFrame('wilderness', 'setup'));
  resolve(next);
  return next;
}

describe('EV-SAGA-WILD: The Wilderness Uprising', () => {
  it('EV-SAGA-WILD-1, Q-WEEP-3: with this Saga the Weeping Mother cards are in the Denizen deck before setup', () => {
    const named = blankTable({ seed: 1, seats: HUMAN_TABLE, sagas: ['wilderness'] }, HOUSE_CONTENT);
    expect(named.options.weepingMother).toBe(true);
    expect([...named.denizenDeck].sort()).toEqual(ALL_CARDS);
    const inScenario = scenarioGame({ sagas: [{ id: 'wilderness' }] });
    expect(allDenizens(inScenario)).toEqual(ALL_CARDS);
    // A Wilderness drawn at random after the lineup was formed adds them at its setup.
    const drawn = wildernessSetup(scenarioGame({ lineup: LINEUP }), []);
    expect(drawn.options.weepingMother).toBe(true);
    expect(allDenizens(drawn)).toEqual(ALL_CARDS);
  });

  it('EV-SAGA-WILD-2, EV-SAGA-WILD-3: setup with no Creature in play reveals cards until a Creature, puts it into play and shuffles the others back', () => {
    const s = scenarioGame({ sagas: [{ id: 'wilderness' }], lineup: LINEUP });
    expect(s.creatures).toEqual([]);
    const after = wildernessSetup(s, ['blood-reaver', 'allar-knight', 'stone-colossus']);
    expect(after.creatures).toHaveLength(1);
    expect(after.creatures[0]).toMatchObject({ card: 'stone-colossus', wounds: 0 });
    expect(after.creatures[0].regionCard).toBe(after.creatures[0].region);
    expect(after.lineup).toEqual(LINEUP);
    expect(after.denizenDeck).toContain('blood-reaver');
    expect(after.denizenDeck).toContain('allar-knight');
    expect(after.denizenDeck).toHaveLength(s.denizenDeck.length - 1);
    expect(logOf(after, 'creature-called')).toMatchObject([
      { creature: 'stone-colossus', passed: 2, rule: 'EV-SAGA-WILD-2' },
    ]);
  });

  it('EV-SAGA-WILD-2: with a Creature already in play the setup reveals nothing', () => {
    const s = scenarioGame({
      sagas: [{ id: 'wilderness' }],
      lineup: LINEUP,
      creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
    });
    const after = wildernessSetup(s, ['stone-colossus']);
    expect(after.creatures.map((c) => c.card)).toEqual(['gloom-stalker']);
    expect(after.denizenDeck).toEqual([
      'stone-colossus',
      ...s.denizenDeck.filter((d) => d !== 'stone-colossus'),
    ]);
  });

  it('EV-SAGA-WILD-4, EV-SAGA-WILD-5: at Clean-up, when the new lineup brought no Creature, one is revealed and put into play beside the 6 cards', () => {
    // Seed 7: the refill turns over 6 non-Creature cards.
    const s = scenarioGame(
      {
        sagas: [{ id: 'wilderness' }],
        lineup: LINEUP,
        stack: [{ event: 'dragons-rest' }],
        eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
        stageDeck: [],
      },
      { seed: 7 },
    );
    expect(s.round).toBe(2);
    expect(s.lineup.every((d) => d !== null && !isCreature(d))).toBe(true);
    expect(s.creatures).toHaveLength(1);
    expect(logOf(s, 'creature-called')).toMatchObject([{ rule: 'EV-SAGA-WILD-4' }]);
    expect(allDenizens(s)).toEqual(ALL_CARDS);
    expect(s.denizenDeck.filter(isCreature)).toHaveLength(5);
  });

  /**
   * Every region controlled, so no Region card is left at Clean-up; the Generals hold 8 Denizens
   * and, while Allaria plays her card, every Creature card is put in the discard pile: the refill
   * turns over the 4 other cards and no Creature.
   */
  const allControlled = (power: Partial<Record<RegionId, number>>, seed: number) => {
    const sc: Scenario = {
      sagas: [{ id: 'wilderness' }],
      regions: Object.fromEntries(
        REGION_IDS.map((r, i) => [
          r,
          { units: { [i < 6 ? 'allaria' : 'tyveria']: 1 }, power: power[r] ?? 0 },
        ]),
      ),
      seats: {
        allaria: {
          location: 'allar',
          denizens: ['ysval-warden', 'crown-sentinel', 'fell-ranger', 'allar-knight'],
        },
        tyveria: {
          location: 'blood',
          denizens: ['tyvh-shieldmaiden', 'cross-sage', 'blood-reaver', 'serpent-corsair'],
        },
      },
      lineup: ['moon-rider', 'hollow-miner', 'nahu-hunter', 'ashen-priestess', null, null],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      stageDeck: [],
    };
    const s = scenarioGame(sc, { seed });
    const discarded: GameState = {
      ...s,
      denizenDeck: s.denizenDeck.filter((d) => !isCreature(d)),
      denizenDiscard: s.denizenDeck.filter(isCreature),
    };
    return declineUntil(discarded, (x) => x.round === 2);
  };

  it('EV-SAGA-WILD-6, EV-SAGA-WILD-7: with every Creature card discarded all are shuffled back; with no Region card left the Creature goes to the controlled region with the most Power', () => {
    const s = allControlled({ ysval: 2, moon: 4, ashen: 3 }, 1);
    expect(s.lineup.slice(0, 4).every((d) => d !== null && !isCreature(d))).toBe(true);
    expect(logOf(s, 'creatures-recycled')).toMatchObject([{ count: 6, rule: 'EV-SAGA-WILD-6' }]);
    expect(s.regionDeck).toEqual([]);
    expect(s.creatures).toHaveLength(1);
    expect(s.creatures[0]).toMatchObject({ region: 'moon', regionCard: null });
    expect(s.denizenDiscard).toEqual([]);
    expect(s.denizenDeck.filter(isCreature)).toHaveLength(5);
  });

  it('EV-SAGA-WILD-6: a Creature cannot be revealed because all are in the discard pile, so all are shuffled back and one comes into play', () => {
    const base = scenarioGame({
      sagas: [{ id: 'wilderness' }],
      lineup: LINEUP,
    });
    const discarded = base.denizenDeck.filter(isCreature);
    const s: GameState = {
      ...base,
      denizenDeck: base.denizenDeck.filter((d) => !isCreature(d)),
      denizenDiscard: discarded,
    };
    const after = wildernessSetup(s, []);
    expect(after.creatures).toHaveLength(1);
    expect(after.denizenDiscard).toEqual([]);
    expect(after.denizenDeck.filter(isCreature)).toHaveLength(discarded.length - 1);
    expect(logOf(after, 'creatures-recycled')).toMatchObject([
      { count: 6, rule: 'EV-SAGA-WILD-6' },
    ]);
  });

  it('EV-SAGA-WILD-8: a tie for the most Power is broken at random', () => {
    const landing = (seed: number) =>
      logOf(allControlled({ ysval: 3, moon: 3, ashen: 1 }, seed), 'creature-appeared')[0].region;
    const seen = new Set<unknown>();
    for (let seed = 1; seed <= 12; seed++) {
      const region = landing(seed);
      expect(['ysval', 'moon']).toContain(region);
      seen.add(region);
    }
    expect([...seen].sort()).toEqual(['moon', 'ysval']);
  });
});

/**
 * A Gloom Stalker in the Vaala Crossing (adjacent: Allarian Heartland, Crownspire, Red Moon Steppe,
 * Hollowdepths) and a Stage card of the Wilderness's marker on the stack.
 */
function stageGame(stage: 0 | 1 | 2, fulgenWounds = 0): GameState {
  const s = scenarioGame({
    sagas: [{ id: 'wilderness', stage, marker: 'ember' }],
    regions: {
      allar: { units: { allaria: 3 } },
      moon: { units: { neutral: 3 } },
      cross: { units: { neutral: 1 } },
      ysval: { units: { neutral: 1 } },
      blood: { units: { tyveria: 1 } },
    },
    seats: {
      fulgen: { location: 'crown', wounds: fulgenWounds },
      tyveria: { location: 'hollow' },
    },
    creatures: [{ card: 'gloom-stalker', region: 'cross' }],
    lineup: LINEUP,
    stack: [{ stage: 'ember-1' }, { seat: 'allaria', card: 'move-assault' }],
    eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    stageDeck: [],
  });
  return s;
}

/** Dials sharing the Red Moon Steppe and Hollowdepths, put on the table before the Stage card resolves. */
const withDials = (s: GameState): GameState => {
  const dial = (id: string, kind: DialState['kind'], region: RegionId): DialState => ({
    id,
    kind,
    region,
    wounds: 0,
    bondedTo: null,
    essence: [],
  });
  return {
    ...s,
    dials: [dial('dragon-a', 'dragon', 'moon'), dial('portal-1', 'portal', 'hollow')],
  };
};

describe('EV-SAGA-WILD Stages', () => {
  it.each([
    ['EV-SAGA-WILD-9', 0, 1],
    ['EV-SAGA-WILD-10', 1, 1],
    ['EV-SAGA-WILD-11', 2, 2],
  ] as const)(
    '%s: each Creature deals its wounds to every Dragon and force in the adjacent regions',
    (rule, from, wounds) => {
      const s = stageGame(from);
      // Allaria's turn is next: the Stage has resolved.
      expect(s.sagas[0].stage).toBe(from + 1);
      expect(logOf(s, 'creature-lashes-out')).toMatchObject([{ wounds, rule }]);
      expect(units(s, 'allar', 'allaria')).toBe(3 - wounds);
      expect(units(s, 'moon', 'neutral')).toBe(3 - wounds);
      expect(seat(s, 'fulgen').wounds).toBe(wounds);
      // Q-WILD-1: not its own region; nor a region farther away.
      expect(units(s, 'cross', 'neutral')).toBe(1);
      expect(units(s, 'ysval', 'neutral')).toBe(1);
      expect(units(s, 'blood', 'tyveria')).toBe(1);
      // RB-32b: the lone Tyverian General ignores the hits and is not injured.
      expect(seat(s, 'tyveria').location).toBe('hollow');
      expect(logOf(s, 'injured')).toEqual([]);
    },
  );

  it('Q-WILD-2: Dragon dials and Null forces in adjacent regions are wounded too', () => {
    const start = withDials(
      scenarioGame({
        sagas: [{ id: 'wilderness', stage: 2, marker: 'ember' }],
        creatures: [{ card: 'gloom-stalker', region: 'cross' }],
        lineup: LINEUP,
        stack: [{ seat: 'allaria', card: 'move-assault' }, { stage: 'ember-1' }],
        eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
        stageDeck: [],
      }),
    );
    // Allaria skips her Move and Assault, then the Stage card resolves.
    const s = declineUntil(start, (x) => x.sagas[0].stage === 3);
    expect(s.dials.find((d) => d.id === 'dragon-a')!.wounds).toBe(2);
    expect(s.dials.find((d) => d.id === 'portal-1')!.wounds).toBe(2);
  });

  it('EV-SAGA-WILD-11, RB-37a: a Dragon whose track fills takes the skull: it heals and loses its next Glyph, but is not injured', () => {
    const full = DRAGON_WOUND_TRACK.length;
    const s = stageGame(2, full - 1);
    expect(seat(s, 'fulgen').wounds).toBe(full - SKULL_HEAL);
    expect(seat(s, 'fulgen').skipNextGlyph).toBe(true);
    expect(seat(s, 'fulgen').location).toBe('crown');
  });
});
