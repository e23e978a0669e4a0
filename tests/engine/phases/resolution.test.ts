import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type CardId,
  type Choice,
  type DecisionKind,
  type EventId,
  type GameState,
  type RegionId,
  type Scenario,
  type SeatId,
} from '../../../src/engine';
import {
  DRAGON_ACTION_CARDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
} from '../../../src/engine/content/ids';
import { REGIONS } from '../../../src/engine/content/map';
import { answer, answers, logOf, runFaceless, seat, units } from '../play';
import { scenarioGame } from '../positions';
import { tableWith } from '../../tables';

// ---- helpers local to this file ----

const QUIET_EVENTS: EventId[] = ['red-moon', 'vaala-bloom-1', 'dragons-rest', 'veins-of-kadmos'];
const done: Choice = { kind: 'done' };
const count = (n: number): Choice => ({ kind: 'count', n });

/** A human answer that does nothing where it can (skip a Glyph, take 0, fight on). */
function skipChoice(s: GameState): Choice {
  const options = s.pending!.options;
  return (
    options.find((o) => o.kind === 'done') ??
    options.find((o) => o.kind === 'count' && o.n === 0) ??
    options.find((o) => o.kind === 'counterattack') ??
    options.find((o) => o.kind === 'continue') ??
    options[0]
  );
}

/** Skips every human decision until the next Planning; returns the decisions met on the way. */
function skipToPlanning(state: GameState): { s: GameState; asked: [SeatId, DecisionKind][] } {
  let s = state;
  const asked: [SeatId, DecisionKind][] = [];
  while (!s.result && s.pending?.kind !== 'plan') {
    asked.push([s.pending!.seat, s.pending!.kind]);
    if (s.pending!.automaton) {
      const r = applyMove(s, { seat: s.pending!.seat, choice: { kind: 'auto' } });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    } else s = answer(s, skipChoice(s));
  }
  return { s, asked };
}

const revealed = (s: GameState) => s.stack.map((c) => c.revealed);
const reveals = (s: GameState) =>
  s.log
    .filter((e) => e.kind === 'event-revealed' || e.kind === 'card-revealed')
    .map((e) => (e.kind === 'event-revealed' ? `${e.event}` : `${e.seat}:${e.card}`));

const regionOptions = (s: GameState) =>
  (s.pending?.options ?? []).flatMap((o) => (o.kind === 'region' ? [o.region] : [])).sort();

// ---- RB-15 / RB-15a ----

/** Every player has a Harvest choice here: two Power regions per General, 2 tokens under each Dragon. */
const HARVEST_MOON_POSITION: Scenario['regions'] = {
  allar: { units: { allaria: 1 }, power: 1 },
  ysval: { units: { allaria: 1 }, power: 1 },
  blood: { units: { tyveria: 1 }, power: 1 },
  tyvh: { units: { tyveria: 1 }, power: 1 },
  crown: { power: 2 },
  nahu: { power: 2 },
};

describe('RB-15: the stack resolves first card first', () => {
  it('RB-15: cards are revealed and resolved one by one in the order the stack was built', () => {
    let s = scenarioGame({
      regions: {
        allar: { units: { allaria: 2 }, power: 1 },
        ysval: { units: { allaria: 1 }, power: 1 },
        blood: { units: { tyveria: 2 } },
        crown: { power: 2 },
      },
      eventDeck: QUIET_EVENTS,
    });
    s = answers(
      s,
      { kind: 'card', card: 'harvest-move' },
      { kind: 'card', card: 'fly-harvest' },
      { kind: 'card', card: 'move-deploy' },
      { kind: 'pass' },
    );
    // Red Moon (first card) has resolved; Allaria's card is resolving; the rest are face down.
    expect(revealed(s)).toEqual([true, true, false, false, false]);
    expect(s.regions.moon.power).toBe(2);
    expect(s.regions.fell.power).toBe(0);
    const { s: after, asked } = skipToPlanning(s);
    expect(asked).toEqual([
      ['allaria', 'harvest'],
      ['allaria', 'move'],
      ['fulgen', 'fly'],
      ['fulgen', 'harvest'],
      ['tyveria', 'move'],
      ['tyveria', 'deploy'],
    ]);
    expect(reveals(after)).toEqual([
      'red-moon',
      'allaria:harvest-move',
      'fulgen:fly-harvest',
      'tyveria:move-deploy',
      'vaala-bloom-1',
    ]);
    // Vaala Bloom, the last card, resolved last: the uncontrolled Fell Gate got its token.
    expect(after.regions.fell.power).toBe(1);
  });

  it.each<[SeatId, SeatId[]]>([
    ['allaria', ['allaria', 'fulgen', 'tyveria', 'skarn']],
    ['tyveria', ['tyveria', 'skarn', 'allaria', 'fulgen']],
    ['skarn', ['skarn', 'allaria', 'fulgen', 'tyveria']],
  ])('RB-15a: turn order runs clockwise from the initiative holder (%s)', (holder, order) => {
    // Harvest Moon: each player resolves a Harvest Glyph in turn order; each has a choice to make.
    const s = scenarioGame(
      {
        regions: HARVEST_MOON_POSITION,
        stack: [{ event: 'harvest-moon' }],
      },
      { initiative: holder },
    );
    const { asked } = skipToPlanning(s);
    expect(asked).toEqual(order.map((id) => [id, 'harvest']));
  });

  it('RB-15a: the first to pass in Planning holds the initiative, so that round’s turn order starts with them', () => {
    let s = scenarioGame({
      regions: HARVEST_MOON_POSITION,
      eventDeck: ['harvest-moon', 'red-moon', 'vaala-bloom-1'],
    });
    expect(s.initiative).toBe('allaria');
    // Allaria places a card, Fulgen passes first and takes the initiative; Harvest Moon resolves.
    s = answers(s, { kind: 'card', card: 'move-assault' }, { kind: 'pass' });
    expect(s.initiative).toBe('fulgen');
    const { asked } = skipToPlanning(s);
    expect(asked.slice(0, 4)).toEqual([
      ['fulgen', 'harvest'],
      ['tyveria', 'harvest'],
      ['skarn', 'harvest'],
      ['allaria', 'harvest'],
    ]);
  });

  it('RB-15a: a turn in which nothing can happen still counts: the card is revealed and play moves on', () => {
    // Skarn has no target within reach and no wounds: Wrath and Hoard have nothing to do.
    const s = scenarioGame({
      regions: { allar: { units: { allaria: 1 } } },
      stack: [
        { seat: 'skarn', card: 'wrath-hoard' },
        { seat: 'allaria', card: 'move-deploy' },
      ],
    });
    expect(reveals(s)).toEqual(['skarn:wrath-hoard', 'allaria:move-deploy']);
    expect(revealed(s)).toEqual([true, true]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'move' });
  });
});

// ---- RB-16 ----

/** Every General Glyph has a choice here: Units to move and deploy, Power, a target, a Vaala card, a city site. */
const GENERAL_POSITION: Scenario = {
  regions: {
    allar: { units: { allaria: 2 }, power: 1 },
    ysval: { units: { allaria: 1 }, power: 1 },
    cross: { units: { neutral: 1 } },
  },
  seats: { allaria: { vaalaHand: ['rally'] } },
};
/** Every Dragon Glyph has a choice here: somewhere to fly, a target, Power, wounds, a Vaala card. */
const DRAGON_POSITION: Scenario = {
  regions: { crown: { power: 2 }, ysval: { units: { neutral: 1 } } },
  seats: { fulgen: { wounds: 2, vaalaHand: ['preen'] } },
};
const PRINTED: Record<string, DecisionKind[]> = {
  'move-assault': ['move', 'assault'],
  'move-deploy': ['move', 'deploy'],
  'deploy-assault': ['deploy', 'assault'],
  'harvest-move': ['harvest', 'move'],
  'assault-vaala-deploy': ['assault', 'vaala', 'deploy'],
  'harvest-vaala-fortify': ['harvest', 'vaala', 'fortify'],
  'fly-wrath-a': ['fly', 'wrath'],
  'fly-wrath-b': ['fly', 'wrath'],
  'fly-harvest': ['fly', 'harvest'],
  'wrath-hoard': ['wrath', 'hoard'],
  'fly-wrath-vaala': ['fly', 'wrath', 'vaala'],
  'hoard-vaala': ['hoard', 'vaala'],
};

describe('RB-16: Action cards', () => {
  it.each([...GENERAL_ACTION_CARDS, ...DRAGON_ACTION_CARDS].map((card) => [card]))(
    'RB-16: %s resolves its Glyphs in printed order, each one skippable by a human',
    (card) => {
      const general = (GENERAL_ACTION_CARDS as readonly string[]).includes(card);
      const owner: SeatId = general ? 'allaria' : 'fulgen';
      const s = scenarioGame({
        ...(general ? GENERAL_POSITION : DRAGON_POSITION),
        stack: [{ seat: owner, card: card as CardId }],
      });
      const { asked } = skipToPlanning(s);
      expect(asked).toEqual(PRINTED[card].map((kind) => [owner, kind]));
    },
  );

  it('RB-16: a Faceless General resolves every Glyph of its card that it can (Harvest·Vaala·Fortify)', () => {
    let s = scenarioGame(
      { ...GENERAL_POSITION, stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }] },
      { seats: tableWith(['allaria']) },
    );
    s = runFaceless(s);
    // Harvest: 1 token from each controlled region; Vaala: Rally places a Unit with the General;
    // Fortify: a city where it has the most Units.
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 0 });
    expect(s.regions.allar.power).toBe(0);
    expect(s.regions.ysval.power).toBe(0);
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(seat(s, 'allaria').vaalaHand).toEqual([]);
    expect(s.regions.allar.city).toBe(true);
    expect(s.regions.ysval.city).toBe(false);
  });

  it('RB-16: a Faceless Dragon resolves every Glyph of its card that it can (Hoard·Vaala)', () => {
    let s = scenarioGame(
      {
        regions: { crown: { power: 3 } },
        seats: { fulgen: { wounds: 3, vaalaHand: ['preen'] } },
        stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
      },
      { seats: tableWith(['fulgen']) },
    );
    s = runFaceless(s);
    // Hoard heals 2, Preen heals the last wound; the card has no Harvest (§10), so the Power stays.
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.regions.crown.power).toBe(3);
    expect(seat(s, 'fulgen').wounds).toBe(0);
    expect(seat(s, 'fulgen').vaalaDiscard).toContain('preen');
  });
});

// ---- RB-17 / RB-17a ----

describe('RB-17: Region cards need control', () => {
  const upgradePosition = (cross: Scenario['regions']): Scenario => ({
    regions: { allar: { units: { allaria: 2 } }, ...cross },
    seats: { allaria: { power: { unspent: 1 } } },
    lineup: ['cross-sage', 'moon-rider', null, null, null, null],
    stack: [{ seat: 'allaria', card: 'region:cross' }],
  });

  it.each<[string, Scenario]>([
    ['neutral Units hold it', upgradePosition({ cross: { units: { neutral: 1 }, power: 3 } })],
    [
      'only her General stands there',
      {
        ...upgradePosition({ cross: { power: 3 } }),
        seats: { allaria: { location: 'cross', power: { unspent: 1 } } },
      },
    ],
    ['Tyveria holds it', upgradePosition({ cross: { units: { tyveria: 2 }, power: 3 } })],
    ['it holds only a city', upgradePosition({ cross: { city: true, power: 3 } })],
    [
      'it holds only a Dragon',
      { ...upgradePosition({ cross: { power: 3 } }), seats: { fulgen: { location: 'cross' } } },
    ],
  ])(
    'RB-17: a Region card does nothing when its owner does not control the region (%s)',
    (_w, sc) => {
      const s = scenarioGame(sc);
      // No Upgrade, Deploy or Harvest was offered: the round went on to Clean-up and Planning.
      expect(s.round).toBe(2);
      expect(s.pending?.kind).toBe('plan');
      expect(logOf(s, 'region-card-idle').map((e) => [e.seat, e.region])).toEqual([
        ['allaria', 'cross'],
      ]);
      expect(s.regions.cross.power).toBe(3);
      expect(seat(s, 'allaria').denizens).toEqual([]);
      expect(s.supply.units.allaria).toBe(18);
    },
  );

  it('RB-17: the same Region card resolves when its owner controls the region', () => {
    const s = scenarioGame(upgradePosition({ cross: { units: { allaria: 1 }, power: 3 } }));
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'upgrade' });
    expect(logOf(s, 'region-card-idle')).toEqual([]);
  });

  it('RB-17: control is read when the card resolves: lost to an earlier card, the card does nothing', () => {
    // Tyveria's Assault (earlier on the stack) wipes out Allaria's only Unit in cross.
    let s = scenarioGame({
      regions: {
        moon: { units: { tyveria: 2 } },
        cross: { units: { allaria: 1 }, power: 3 },
      },
      seats: { tyveria: { location: 'moon' }, allaria: { power: { unspent: 1 } } },
      lineup: ['cross-sage', null, null, null, null, null],
      stack: [
        { seat: 'tyveria', card: 'move-assault' },
        { seat: 'allaria', card: 'region:cross' },
      ],
      dice: ['X', '0', '0'],
    });
    s = answer(s, done);
    s = answer(s, {
      kind: 'target',
      from: 'moon',
      target: { kind: 'force', side: 'allaria', region: 'cross' },
    });
    expect(units(s, 'cross', 'allaria')).toBe(0);
    // Tyveria does not advance; cross is left uncontrolled.
    s = answer(s, count(0));
    if (s.pending?.kind === 'advance') s = answer(s, done);
    expect(s.round).toBe(2);
    expect(logOf(s, 'region-card-idle').map((e) => e.region)).toEqual(['cross']);
    expect(seat(s, 'allaria').denizens).toEqual([]);
    expect(s.regions.cross.power).toBe(3);
  });

  it('RB-17: control is read when the card resolves: gained by an earlier card, the card resolves', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 2 } }, cross: { power: 3 } },
      seats: { allaria: { power: { unspent: 1 } } },
      lineup: ['cross-sage', null, null, null, null, null],
      stack: [
        { seat: 'allaria', card: 'move-deploy' },
        { seat: 'allaria', card: 'region:cross' },
      ],
    });
    s = answers(s, { kind: 'step', piece: 'unit', from: 'allar', to: 'cross' }, done, done);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'upgrade' });
  });
});

describe('RB-17a: Region cards act only in their region', () => {
  const homeFree = {
    allaria: { hand: [...GENERAL_ACTION_CARDS] as CardId[] },
    tyveria: { hand: [...GENERAL_ACTION_CARDS] as CardId[] },
  };

  it.each(REGION_IDS.map((r) => [r, REGIONS[r].mountainAdjacent]))(
    'RB-17a: the %s Region card resolves its Glyphs in printed order (mountain-adjacent: %s)',
    (region, mountain) => {
      const s = scenarioGame({
        regions: { [region]: { units: { allaria: 1 }, power: 2 } },
        seats: { ...homeFree, allaria: { ...homeFree.allaria, power: { unspent: 1 } } },
        lineup: ['cross-sage', null, null, null, null, null],
        stack: [{ seat: 'allaria', card: `region:${region as RegionId}` }],
      });
      const { asked } = skipToPlanning(s);
      expect(asked.map(([, kind]) => kind)).toEqual(
        mountain ? ['upgrade', 'deploy', 'harvest'] : ['deploy', 'fortify', 'harvest'],
      );
    },
  );

  it('RB-17a: Deploy places its Units, Fortify its city and Harvest up to 2 tokens only in its region', () => {
    let s = scenarioGame({
      regions: {
        serpent: { units: { allaria: 1 }, power: 3 },
        allar: { units: { allaria: 2 }, power: 2 },
        ysval: { units: { allaria: 1 }, power: 1 },
      },
      stack: [{ seat: 'allaria', card: 'region:serpent' }],
    });
    // Allaria controls three regions and her General is in allar, yet only serpent is offered.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'deploy' });
    expect(regionOptions(s)).toEqual(['serpent']);
    s = answers(s, { kind: 'region', region: 'serpent' }, { kind: 'region', region: 'serpent' });
    expect(units(s, 'serpent', 'allaria')).toBe(3);
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'fortify' });
    expect(regionOptions(s)).toEqual(['serpent']);
    s = answer(s, { kind: 'region', region: 'serpent' });
    expect(s.regions.serpent.city).toBe(true);
    expect(s.regions.allar.city).toBe(false);
    expect(s.pending).toMatchObject({ kind: 'harvest' });
    expect(s.pending!.options).toEqual([count(2), count(1), count(0)]);
    s = answer(s, count(2));
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 0 });
    expect(s.regions.serpent.power).toBe(1);
    expect(s.regions.allar.power).toBe(2);
    expect(s.regions.ysval.power).toBe(1);
  });

  it('RB-17a: Upgrade flips 1 unspent token to take a Denizen from the lineup, leaving its slot empty', () => {
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 1 }, power: 1 } },
      seats: { allaria: { power: { unspent: 2 } } },
      lineup: ['cross-sage', 'moon-rider', 'fell-ranger', null, null, null],
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    expect(s.pending!.options).toEqual([
      { kind: 'denizen', denizen: 'cross-sage' },
      { kind: 'denizen', denizen: 'moon-rider' },
      { kind: 'denizen', denizen: 'fell-ranger' },
      done,
    ]);
    s = answer(s, { kind: 'denizen', denizen: 'moon-rider' });
    expect(seat(s, 'allaria').denizens).toEqual(['moon-rider']);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 1 });
    expect(s.lineup).toEqual(['cross-sage', null, 'fell-ranger', null, null, null]);
    // Then Deploy, only in cross.
    expect(s.pending).toMatchObject({ kind: 'deploy' });
    expect(regionOptions(s)).toEqual(['cross']);
  });

  it('RB-17a: with no unspent token the Upgrade is not offered', () => {
    const s = scenarioGame({
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { power: { unspent: 0, spent: 3 } } },
      lineup: ['cross-sage', null, null, null, null, null],
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'deploy' });
    expect(s.lineup[0]).toBe('cross-sage');
  });

  it('RB-17a: a Faceless General’s Region card deploys, fortifies and harvests in its region only', () => {
    let s = scenarioGame(
      {
        regions: {
          serpent: { units: { allaria: 1 }, power: 3 },
          allar: { units: { allaria: 1 }, power: 2 },
        },
        stack: [{ seat: 'allaria', card: 'region:serpent' }],
      },
      { seats: tableWith(['allaria']) },
    );
    s = runFaceless(s);
    expect(units(s, 'serpent', 'allaria')).toBe(3);
    expect(units(s, 'allar', 'allaria')).toBe(1);
    expect(s.regions.serpent.city).toBe(true);
    expect(s.regions.allar.city).toBe(false);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 0 });
    expect(s.regions.serpent.power).toBe(1);
    expect(s.regions.allar.power).toBe(2);
  });
});
