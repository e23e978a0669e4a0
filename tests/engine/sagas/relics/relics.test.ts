import { describe, expect, it } from 'vitest';
import type { DenizenId, GameState, Scenario } from '../../../../src/engine';
import { content } from '../../../../src/engine';
import { answer, answers, force, logOf, powerTotal, runFaceless, seat } from '../../play';
import { sagaSetupGame, scenarioGame, zeros } from '../../positions';
import { tableWith } from '../../../tables';

/** §15 Legendary relics secretly guarded (EV-SAGA-RELIC-1…10). */

const { DENIZENS } = content;

/** Power tokens on cards count among the 50 (RB-3). */
const allPower = (s: GameState) =>
  powerTotal(s) + Object.values(s.relics).reduce((n, k) => n + (k ?? 0), 0);

/** A Relics Stage card (Relics on the ember marker, at `from`), then Fulgen's Fly to stop before Clean-up. */
function relicStage(stage: 0 | 1 | 2, sc: Scenario): GameState {
  return scenarioGame({
    ...sc,
    sagas: [{ id: 'relics', marker: 'ember', stage }],
    stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
  });
}

const LINEUP: (DenizenId | null)[] = [
  'cross-sage',
  'moon-rider',
  null,
  'ysval-warden',
  'fell-ranger',
  null,
];

describe('EV-SAGA-RELIC setup and Stages', () => {
  it('EV-SAGA-RELIC-1: setup puts 1 token on each lineup Denizen whose homeland is not a starting region (Q-SETUP-3)', () => {
    const s = sagaSetupGame(['relics'], { seed: 3 });
    const homes = new Set(s.seats.map((x) => x.home));
    const lineup = s.lineup.filter((d): d is DenizenId => d !== null);
    expect(lineup).toHaveLength(6);
    // This seed deals both kinds of card.
    expect(lineup.some((d) => homes.has(DENIZENS[d].homeland))).toBe(true);
    expect(lineup.some((d) => !homes.has(DENIZENS[d].homeland))).toBe(true);
    for (const d of lineup) expect(s.relics[d] ?? 0).toBe(homes.has(DENIZENS[d].homeland) ? 0 : 1);
    expect(Object.keys(s.relics)).toHaveLength(
      lineup.filter((d) => !homes.has(DENIZENS[d].homeland)).length,
    );
    expect(allPower(s)).toBe(50);
  });

  it('EV-SAGA-RELIC-5: Stage I puts 1 token from the supply on the rightmost Denizen, passing an empty last slot (Q-RELIC-2)', () => {
    const s = relicStage(0, { lineup: LINEUP, relics: { 'fell-ranger': 1 } });
    expect(s.relics).toEqual({ 'fell-ranger': 2 });
    expect(allPower(s)).toBe(50);
    expect(s.supply.power).toBe(48);
  });

  it('EV-SAGA-RELIC-6: Stage II puts 1 token on the leftmost Denizen', () => {
    const s = relicStage(1, { lineup: [null, ...LINEUP.slice(1)] });
    expect(s.relics).toEqual({ 'moon-rider': 1 });
  });

  it('EV-SAGA-RELIC-7, EV-SAGA-RELIC-8: Stage III takes 1 token off each Denizen, then puts 1 on the rightmost', () => {
    const s = relicStage(2, {
      lineup: LINEUP,
      relics: { 'cross-sage': 2, 'moon-rider': 1, 'fell-ranger': 1 },
    });
    expect(s.relics).toEqual({ 'cross-sage': 1, 'fell-ranger': 1 });
    expect(allPower(s)).toBe(50);
    expect(s.supply.power).toBe(50 - 2);
  });
});

describe('EV-SAGA-RELIC Clean-up', () => {
  /** Fulgen's turn (skip Fly, nothing to Harvest) and then Clean-up. */
  const toCleanup = (sc: Scenario) => {
    const s = scenarioGame({
      ...sc,
      sagas: [{ id: 'relics' }],
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    return answer(s, { kind: 'done' });
  };

  it('EV-SAGA-RELIC-2, EV-SAGA-RELIC-3, EV-SAGA-RELIC-10: tokened cards stay in their slots; the others go back and the gaps fill up to 6', () => {
    const s = toCleanup({ lineup: LINEUP, relics: { 'moon-rider': 1, 'fell-ranger': 2 } });
    expect(s.round).toBe(2);
    expect(s.lineup[1]).toBe('moon-rider');
    expect(s.lineup[4]).toBe('fell-ranger');
    expect(s.lineup.filter((d) => d !== null)).toHaveLength(6);
    expect(s.relics).toEqual({ 'moon-rider': 1, 'fell-ranger': 2 });
  });

  it('EV-SAGA-RELIC-3: a lineup whose 6 cards all hold tokens draws nothing (Q-RELIC-6)', () => {
    const full: DenizenId[] = [
      'cross-sage',
      'moon-rider',
      'ysval-warden',
      'fell-ranger',
      'hollow-miner',
      'ashen-priestess',
    ];
    const deck = (s: GameState) => s.denizenDeck.length;
    const before = scenarioGame({ lineup: full, sagas: [{ id: 'relics' }] });
    const s = toCleanup({
      lineup: full,
      relics: Object.fromEntries(full.map((d) => [d, 1])),
    });
    expect(s.lineup).toEqual(full);
    expect(deck(s)).toBe(deck(before));
  });
});

describe('EV-SAGA-RELIC-4: a retreat from a Denizen’s homeland gains 1 of its tokens', () => {
  /** Fulgen attacks Tyveria's force at Vaala Crossing; the defender retreats to Red Moon Steppe. */
  const retreatFromCross = (sc: Scenario, faceless: ('tyveria' | 'fulgen')[] = []) =>
    scenarioGame(
      {
        regions: { cross: { units: { tyveria: 2 } } },
        seats: { tyveria: { location: 'cross' } },
        lineup: LINEUP,
        sagas: [{ id: 'relics' }],
        stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
        dice: zeros(5),
        ...sc,
      },
      { seats: tableWith(faceless) },
    );
  const attackAndRetreat = (s: GameState) =>
    answers(
      s,
      { kind: 'target', from: 'crown', target: force('tyveria', 'cross') },
      { kind: 'retreat' },
      { kind: 'region', region: 'moon' },
    );

  it('EV-SAGA-RELIC-4: a General who retreats may take 1 token from the card of that homeland', () => {
    let s = attackAndRetreat(retreatFromCross({ relics: { 'cross-sage': 2, 'moon-rider': 1 } }));
    expect(seat(s, 'tyveria').location).toBe('moon');
    expect(s.pending).toMatchObject({
      seat: 'tyveria',
      kind: 'saga-piece',
      rule: 'EV-SAGA-RELIC-4',
      options: [{ kind: 'denizen', denizen: 'cross-sage' }, { kind: 'pass' }],
    });
    s = answer(s, { kind: 'denizen', denizen: 'cross-sage' });
    expect(s.relics).toEqual({ 'cross-sage': 1, 'moon-rider': 1 });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 1, spent: 0 });
    expect(allPower(s)).toBe(50);
    expect(logOf(s, 'relic-gained')).toHaveLength(1);
  });

  it('EV-SAGA-RELIC-4: a human may decline', () => {
    let s = attackAndRetreat(retreatFromCross({ relics: { 'cross-sage': 1 } }));
    s = answer(s, { kind: 'pass' });
    expect(s.relics).toEqual({ 'cross-sage': 1 });
    expect(seat(s, 'tyveria').power.unspent).toBe(0);
  });

  it('EV-SAGA-RELIC-4: only the homeland retreated from counts (Q-RELIC-1), and only a card with tokens', () => {
    const s = attackAndRetreat(retreatFromCross({ relics: { 'moon-rider': 1 } }));
    expect(s.pending?.kind).not.toBe('saga-piece');
    expect(s.relics).toEqual({ 'moon-rider': 1 });
    expect(seat(s, 'tyveria').power.unspent).toBe(0);
  });

  it('EV-SAGA-RELIC-4: a Dragon who retreats gains one too, and a Faceless always takes it (Q-RELIC-4)', () => {
    // Fulgen (Faceless) fights Allaria's force from Vaala Crossing; a skull injures it and it retreats.
    let s = scenarioGame(
      {
        regions: { allar: { units: { allaria: 6 } } },
        seats: { fulgen: { location: 'cross', wounds: 5, power: { unspent: 1 } } },
        lineup: LINEUP,
        relics: { 'cross-sage': 1 },
        sagas: [{ id: 'relics' }],
        stack: [{ seat: 'allaria', card: 'move-assault' }],
        dice: [...zeros(6), '1', ...zeros(3)],
      },
      { seats: tableWith(['fulgen']) },
    );
    s = answers(
      s,
      { kind: 'done' },
      { kind: 'target', from: 'allar', target: { kind: 'dragon', seat: 'fulgen' } },
    );
    s = runFaceless(s);
    expect(seat(s, 'fulgen').location).not.toBe('cross');
    expect(s.relics).toEqual({});
    // 1 token stolen by Allaria (RB-33), 1 gained from the Sage of the Crossing.
    expect(seat(s, 'allaria').power.unspent).toBe(1);
    expect(seat(s, 'fulgen').power.unspent).toBe(1);
    expect(logOf(s, 'relic-gained')).toHaveLength(1);
  });
});

describe('EV-SAGA-RELIC-9: a General who takes a tokened Denizen returns its tokens', () => {
  it('EV-SAGA-RELIC-9: Upgrade takes the card; its tokens go back to the supply and its slot stays empty', () => {
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { power: { unspent: 1 } } },
      lineup: LINEUP,
      relics: { 'moon-rider': 2, 'fell-ranger': 1 },
      sagas: [{ id: 'relics' }],
      stack: [
        { seat: 'allaria', card: 'region:cross' },
        { seat: 'fulgen', card: 'fly-harvest' },
      ],
    });
    const supply = s.supply.power;
    s = answer(s, { kind: 'denizen', denizen: 'moon-rider' });
    expect(seat(s, 'allaria').denizens).toEqual(['moon-rider']);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 1 });
    expect(s.relics).toEqual({ 'fell-ranger': 1 });
    expect(s.supply.power).toBe(supply + 2);
    expect(s.lineup[1]).toBeNull();
    expect(allPower(s)).toBe(50);
  });
});
