import { describe, expect, it } from 'vitest';
import type { Choice, GameState, RegionId, Scenario, Target } from '../../../../src/engine';
import { answer, answers, assault, diceRolled, force, logOf, seat, units, wrath } from '../../play';
import { sagaSetupGame, scenarioGame, zeros } from '../../positions';

/** §18 Vestiges of the Null (EV-SAGA-NULL-1…19). */

const nullForce = (region: RegionId): Target => ({ kind: 'null', region });
const region = (r: RegionId): Choice => ({ kind: 'region', region: r });

/** Where each kind of Null dial stands, e.g. { cross: ['portal', 'nullborn'] }. */
function nullBoard(s: GameState): Partial<Record<RegionId, string[]>> {
  const out: Partial<Record<RegionId, string[]>> = {};
  for (const d of s.dials)
    if (d.region && d.kind !== 'dragon') out[d.region] = [...(out[d.region] ?? []), d.kind].sort();
  return out;
}

/**
 * A Null Stage card revealed from the Action stack (Null on the ember marker, at `from`), with
 * Fulgen's Fly after it so the test stops before Clean-up. Seats stand away from the fight
 * unless the scenario places them.
 */
function nullStage(stage: 0 | 1 | 2, sc: Scenario): GameState {
  return scenarioGame({
    lineup: [],
    ...sc,
    seats: {
      allaria: { location: 'ysval' },
      fulgen: { location: 'ysval' },
      tyveria: { location: 'ysval' },
      skarn: { location: 'ysval' },
      ...sc.seats,
    },
    sagas: [{ id: 'null', marker: 'ember', stage }],
    stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
  });
}

const wraths = (s: GameState) => logOf(s, 'null-wrath').map((e) => e.region);

describe('EV-SAGA-NULL: pieces and setup', () => {
  it('EV-SAGA-NULL-1: the Saga brings 2 Null Portals and 10 Nullborn, in the supply until placed', () => {
    const s = scenarioGame({ sagas: [{ id: 'null' }] });
    expect(s.dials.filter((d) => d.kind === 'portal')).toHaveLength(2);
    expect(s.dials.filter((d) => d.kind === 'nullborn')).toHaveLength(10);
    expect(s.dials.every((d) => d.region === null && d.wounds === 0)).toBe(true);
  });

  it('EV-SAGA-NULL-2: a Null Portal has Combat Value 1 and falls at its 4th wound', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' } },
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'portal', region: 'cross', wounds: 2 }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['1', '0', '0', '0', '1', '0', '0', '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    // Round 1: one normal hit (3 wounds now), the Portal counterattacks with 1 die.
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1']);
    expect(s.dials.find((d) => d.kind === 'portal')!.wounds).toBe(3);
    s = answer(s, { kind: 'continue' });
    // Round 2: the 4th wound removes it.
    expect(nullBoard(s)).toEqual({});
  });

  it('EV-SAGA-NULL-3: a Nullborn has Combat Value 2 and falls at its 1st wound', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' } },
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'nullborn', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '0', '0', '0', 'X', '0', '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 2']);
    s = answer(s, { kind: 'continue' });
    expect(nullBoard(s)).toEqual({});
  });

  it('EV-SAGA-NULL-4: setup places a Portal in each of 2 non-starting regions, picked by the player right of the initiative (Q-SETUP-3)', () => {
    let s = sagaSetupGame(['null']);
    const homes = ['allar', 'crown', 'blood', 'nahu'];
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-region', rule: 'EV-SAGA-NULL-4' });
    const first = s.pending!.options.map((o) => (o.kind === 'region' ? o.region : null));
    expect(first).toEqual(['ysval', 'fell', 'tyvh', 'cross', 'moon', 'serpent', 'hollow', 'ashen']);
    expect(first.some((r) => homes.includes(r!))).toBe(false);
    s = answer(s, region('moon'));
    // The second Portal goes to another region.
    expect(s.pending!.options).not.toContainEqual(region('moon'));
    s = answer(s, region('ashen'));
    expect(nullBoard(s)).toEqual({ moon: ['portal'], ashen: ['portal'] });
    expect(s.pending).toMatchObject({ kind: 'plan' });
  });
});

describe('EV-SAGA-NULL-5: players fight a Null force with at most 3 Combat Value', () => {
  it('EV-SAGA-NULL-5: a General force of 6 rolls 3 dice against a Null force', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 5 } } },
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'portal', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: [...zeros(3), '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1']);
    // The log names the Null force by its region, as the game log tells it.
    expect(logOf(s, 'combat-started')).toMatchObject([
      {
        attacker: { kind: 'force', side: 'allaria', region: 'allar' },
        defender: { kind: 'null', region: 'cross' },
        origin: 'allar',
      },
    ]);
    // RB-30: the roll's parts, the cap as a signed part.
    expect(logOf(s, 'combat-roll')[0].parts).toEqual([
      { source: 'Units', value: 5 },
      { source: 'General', value: 1 },
      { source: 'Vestiges of the Null', value: -3 },
    ]);
  });

  it('EV-SAGA-NULL-5: a Dragon of Combat Value 5 rolls 3 dice in a Wrath on a Null force', () => {
    let s = scenarioGame({
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'nullborn', region: 'cross' }],
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: [...zeros(3), '0', '0'],
    });
    s = wrath(s, 'crown', nullForce('cross'));
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 2']);
  });

  it('EV-SAGA-NULL-5: the same force fights others uncapped, and a neutral force is not capped against a Null Wrath (Q-NULL-2)', () => {
    const s = nullStage(1, {
      regions: { moon: { units: { neutral: 5 } } },
      dials: [{ kind: 'portal', region: 'cross' }],
      // The Null force (Portal + the new Nullborn) rolls 3; the neutral 5 roll 5 and destroy it.
      dice: [...zeros(3), 'X', 'X', '2X', '2X', '0'],
    });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 5']);
    expect(nullBoard(s)).toEqual({});
    expect(units(s, 'moon', 'neutral')).toBe(5);
  });
  it('EV-SAGA-NULL-5: the cap comes after every bonus, another Saga’s included (Q-NULL-2, Q-PREC-3)', () => {
    // Null is set up before Kadmos, whose bonded Dragon dial adds 3 to Allaria's 1 Unit.
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'ysval' } },
      sagas: [{ id: 'null' }, { id: 'kadmos' }],
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'dragon', region: 'allar', bondedTo: 'allaria' },
      ],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: [...zeros(3), '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    // EV-DDIAL-16: the dial joins the fight in Vaala Crossing; EV-DDIAL-5: the wounds go to the Units.
    s = answers(s, region('cross'), {
      kind: 'target',
      from: 'cross',
      target: force('allaria', 'allar'),
    });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1']);
  });
});

describe('EV-SAGA-NULL-6: defeating a Null force grants a Vaala Glyph action', () => {
  it('EV-SAGA-NULL-6: a General who destroys a Null force in an Assault may take a Vaala action at once', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'ysval', vaalaHand: ['rally'] } },
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'nullborn', region: 'cross' }],
      stack: [
        { seat: 'allaria', card: 'move-assault' },
        { seat: 'fulgen', card: 'fly-harvest' },
      ],
      dice: ['X', '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    expect(nullBoard(s)).toEqual({});
    // RB-21a's advance comes first, as part of the Assault; then the Vaala action.
    s = answer(s, { kind: 'count', n: 0 });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'vaala' });
    expect(s.pending!.options).toEqual([
      { kind: 'vaala', card: 'rally' },
      { kind: 'draw' },
      { kind: 'done' },
    ]);
    expect(logOf(s, 'null-force-defeated')).toHaveLength(1);
    // It is optional: "done" passes it by.
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
  });

  it('EV-SAGA-NULL-6: defending counts too (Q-NULL-6): a counterattack that eliminates the attacking Null force', () => {
    let s = nullStage(1, {
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'allar', vaalaHand: ['rally'] } },
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
      ],
      // Stage II adds a Nullborn: the Null force rolls 5; Allaria's 3 dice deal 6 critical hits.
      dice: [...zeros(5), '2X', '2X', '2X'],
    });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'defend' });
    s = answer(s, { kind: 'counterattack' });
    expect(nullBoard(s)).toEqual({});
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'vaala' });
  });

  it('EV-SAGA-NULL-6: no Vaala action while the Null force stands, nor for a player who retreated', () => {
    let s = nullStage(1, {
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'allar', vaalaHand: ['rally'] } },
      dials: [{ kind: 'portal', region: 'cross' }],
      dice: zeros(3),
    });
    s = answers(s, { kind: 'retreat' }, region('ysval'));
    expect(nullBoard(s)).toEqual({ cross: ['nullborn', 'portal'] });
    expect(logOf(s, 'null-force-defeated')).toHaveLength(0);
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
  });
});

describe('EV-SAGA-NULL Stages', () => {
  it('EV-SAGA-NULL-7: Stage I places 1 Nullborn in each region with a Null Portal, and no Wrath', () => {
    const s = nullStage(0, {
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'portal', region: 'ashen' },
        { kind: 'nullborn', region: 'ashen' },
      ],
    });
    expect(nullBoard(s)).toEqual({
      cross: ['nullborn', 'portal'],
      ashen: ['nullborn', 'nullborn', 'portal'],
    });
    expect(wraths(s)).toEqual([]);
    expect(logOf(s, 'combat-started')).toHaveLength(0);
  });

  it('EV-SAGA-NULL-8: Stage I with no Portal in play places one in an uncontrolled region of the chooser’s picking', () => {
    let s = nullStage(0, {
      regions: {
        allar: { units: { allaria: 1 } },
        blood: { units: { tyveria: 1 } },
        cross: { units: { neutral: 1 } },
      },
      dials: [{ kind: 'nullborn', region: 'moon' }],
    });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-region', rule: 'EV-SAGA-NULL-8' });
    // Neither controlled (allar, blood) nor neutral (cross) regions; Moon with only a Nullborn is uncontrolled.
    expect(s.pending!.options).toEqual(
      ['ysval', 'crown', 'fell', 'tyvh', 'moon', 'serpent', 'hollow', 'nahu', 'ashen'].map((r) =>
        region(r as RegionId),
      ),
    );
    s = answer(s, region('hollow'));
    expect(nullBoard(s)).toEqual({ moon: ['nullborn'], hollow: ['portal'] });
  });

  it('EV-SAGA-NULL-9, EV-SAGA-NULL-11: Stage II places 1 Nullborn at each Portal, then each Null force takes a Wrath', () => {
    const s = nullStage(1, {
      regions: { hollow: { units: { neutral: 1 } } },
      dials: [{ kind: 'portal', region: 'cross' }],
      dice: ['X', '0', '0'],
    });
    expect(nullBoard(s)).toEqual({ cross: ['nullborn', 'portal'] });
    expect(wraths(s)).toEqual(['cross']);
    expect(logOf(s, 'saga-attack')[0]).toMatchObject({ rule: 'EV-SAGA-NULL-11' });
    expect(diceRolled(s)).toEqual(['attacker 3']);
    expect(units(s, 'hollow', 'neutral')).toBe(0);
  });

  it('EV-SAGA-NULL-10: Stage II with no Portal in play places one in an uncontrolled region, and it takes its Wrath (Q-NULL-5)', () => {
    let s = nullStage(1, {
      regions: { hollow: { units: { neutral: 1 } } },
      dice: ['X'],
    });
    expect(s.pending).toMatchObject({ rule: 'EV-SAGA-NULL-10' });
    s = answer(s, region('cross'));
    expect(wraths(s)).toEqual(['cross']);
    expect(diceRolled(s)).toEqual(['attacker 1']);
    expect(units(s, 'hollow', 'neutral')).toBe(0);
    expect(nullBoard(s)).toEqual({ cross: ['portal'] });
  });

  it('EV-SAGA-NULL-12, EV-SAGA-NULL-14: Stage III places 2 Nullborn at each Portal; the Wrath rolls +1 Combat Value', () => {
    const s = nullStage(2, {
      regions: { hollow: { units: { neutral: 1 } } },
      dials: [{ kind: 'portal', region: 'cross' }],
      dice: ['X', ...zeros(5)],
    });
    expect(nullBoard(s)).toEqual({ cross: ['nullborn', 'nullborn', 'portal'] });
    // Portal 1 + 2 Nullborn 4, +1 for Stage III.
    expect(diceRolled(s)).toEqual(['attacker 6']);
    expect(logOf(s, 'saga-attack')[0]).toMatchObject({ rule: 'EV-SAGA-NULL-14' });
  });

  it('EV-SAGA-NULL-14: the +1 is the attacker’s only (Q-NULL-4): Allaria defends with her own 3', () => {
    let s = nullStage(2, {
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'nullborn', region: 'cross' }],
      dice: ['0', '0', '0', 'X', '0', '0'],
    });
    // No Portal: the fallback places Portal + Nullborn in one region; Null forces then act.
    expect(s.pending).toMatchObject({ rule: 'EV-SAGA-NULL-13' });
    s = answer(s, region('tyvh'));
    expect(nullBoard(s)).toEqual({ cross: ['nullborn'], tyvh: ['nullborn', 'portal'] });
    s = answer(s, { kind: 'counterattack' });
    // The Nullborn of Vaala Crossing (2 +1) against Allaria's force (2 Units + General).
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 3']);
    expect(nullBoard(s)).toEqual({ tyvh: ['nullborn', 'portal'] });
  });

  it('EV-SAGA-NULL-13: Stage III with no Portal places 1 Portal and 1 Nullborn in one uncontrolled region', () => {
    let s = nullStage(2, {});
    expect(s.pending).toMatchObject({
      seat: 'skarn',
      kind: 'saga-region',
      rule: 'EV-SAGA-NULL-13',
    });
    s = answer(s, region('moon'));
    expect(nullBoard(s)).toEqual({ moon: ['nullborn', 'portal'] });
  });

  it('EV-SAGA-NULL-11: Null forces act strongest first (Q-NULL-3), and never attack each other (EV-ASSAULT-13)', () => {
    const s = nullStage(1, {
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'moon' },
        { kind: 'nullborn', region: 'moon' },
      ],
    });
    // Vaala Crossing 3 (Portal + new Nullborn), Red Moon Steppe 4: the adjacent forces ignore each other.
    expect(wraths(s)).toEqual(['moon', 'cross']);
    expect(logOf(s, 'combat-started')).toHaveLength(0);
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
  });

  it('EV-SAGA-NULL-11: Null forces tied for Combat Value act in the order the chooser picks (Q-NULL-3)', () => {
    let s = nullStage(1, {
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'portal', region: 'moon' },
      ],
    });
    expect(s.pending).toMatchObject({
      seat: 'skarn',
      kind: 'saga-region',
      rule: 'EV-SAGA-NULL-11',
    });
    expect(s.pending!.options).toEqual([region('cross'), region('moon')]);
    s = answer(s, region('moon'));
    expect(wraths(s)).toEqual(['moon', 'cross']);
  });

  it('EV-SAGA-NULL-12: a short Nullborn supply places what is left, the chooser picking the regions (Q-NULL-7)', () => {
    let s = nullStage(2, {
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'portal', region: 'ashen' },
        ...Array.from({ length: 7 }, () => ({
          kind: 'nullborn' as const,
          region: 'fell' as const,
        })),
      ],
    });
    // 3 Nullborn left for 4 places: the chooser gives them one at a time.
    expect(s.pending).toMatchObject({ seat: 'skarn', rule: 'EV-SAGA-NULL-12' });
    expect(s.pending!.options).toEqual([region('cross'), region('ashen')]);
    s = answers(s, region('ashen'), region('ashen'));
    // Ashen Shore has its 2; the last one goes to Vaala Crossing without a question.
    expect(nullBoard(s).cross).toEqual(['nullborn', 'portal']);
    expect(nullBoard(s).ashen).toEqual(['nullborn', 'nullborn', 'portal']);
  });

  it('EV-SAGA-NULL-15: a region holds any number of Null dials', () => {
    const s = nullStage(2, {
      dials: [
        { kind: 'portal', region: 'ashen' },
        ...Array.from({ length: 7 }, () => ({
          kind: 'nullborn' as const,
          region: 'ashen' as const,
        })),
      ],
    });
    expect(nullBoard(s).ashen).toHaveLength(10);
  });
});

describe('EV-SAGA-NULL: what a Null force is', () => {
  it('EV-SAGA-NULL-16: Null dials are not Units nor part of the neutral force: the neutral Units of their region fight alone', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 2 } } },
      seats: { allaria: { location: 'ysval' } },
      sagas: [{ id: 'null' }],
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
      ],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['X', 'X', '0', '0', '0'],
    });
    expect(units(s, 'cross', 'neutral')).toBe(2);
    s = assault(s, 'allar', force('neutral', 'cross'));
    // 3 dice (uncapped: no Null force in this fight), the neutral force destroyed by 2 critical hits.
    expect(diceRolled(s)).toEqual(['attacker 3']);
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(nullBoard(s)).toEqual({ cross: ['nullborn', 'portal'] });
  });

  it('EV-SAGA-NULL-17: a region’s Portal and Nullborn defend together as one Null force', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' } },
      sagas: [{ id: 'null' }],
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
      ],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: [...zeros(3), ...zeros(5)],
    });
    s = assault(s, 'allar', nullForce('cross'));
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 5']);
  });

  it('EV-SAGA-NULL-18: Null dials do not control a region, and a region holding only Null dials stays uncontrolled for the fallback', () => {
    let s = nullStage(0, {
      regions: { cross: { units: { neutral: 1 } } },
      dials: [
        { kind: 'nullborn', region: 'moon' },
        { kind: 'nullborn', region: 'cross' },
      ],
    });
    const offered = s.pending!.options;
    expect(offered).toContainEqual(region('moon'));
    // A neutral force still makes its region neutral, whatever Null dials share it.
    expect(offered).not.toContainEqual(region('cross'));
    s = answer(s, region('moon'));
    expect(nullBoard(s).moon).toEqual(['nullborn', 'portal']);
  });

  it('EV-SAGA-NULL-19: a Null force stands while any of its dials does', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval', vaalaHand: ['rally'] } },
      sagas: [{ id: 'null' }],
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
      ],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['X', '0', '0', '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    // The critical hit took the Nullborn; the Portal fights on and counterattacks with 1 die.
    expect(nullBoard(s)).toEqual({ cross: ['portal'] });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    s = answer(s, { kind: 'retreat' });
    expect(logOf(s, 'null-force-defeated')).toHaveLength(0);
    expect(s.pending?.kind).not.toBe('vaala');
  });
});

describe('base-game.md Terms: a Null force is a blocking enemy', () => {
  const blocked = (sc: Scenario) =>
    scenarioGame({ sagas: [{ id: 'null' }], dials: [{ kind: 'portal', region: 'cross' }], ...sc });

  it('RB-18: Units cannot move into a Null force’s region; the General may', () => {
    const s = blocked({
      regions: { allar: { units: { allaria: 2 } } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    const options = s.pending!.options;
    expect(options).toContainEqual({ kind: 'step', piece: 'unit', from: 'allar', to: 'crown' });
    expect(options).not.toContainEqual({ kind: 'step', piece: 'unit', from: 'allar', to: 'cross' });
    expect(options).toContainEqual({ kind: 'step', piece: 'general', from: 'allar', to: 'cross' });
  });

  it('RB-19: no Deploy where a Null force stands, even with the General there', () => {
    const s = blocked({
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    expect(s.pending).toMatchObject({
      kind: 'deploy',
      options: [region('allar'), { kind: 'done' }],
    });
  });

  it('RB-35: no retreat into a Null force’s region', () => {
    let s = blocked({
      regions: { allar: { units: { allaria: 2 } } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: zeros(5),
    });
    s = answers(
      s,
      { kind: 'target', from: 'crown', target: force('allaria', 'allar') },
      {
        kind: 'retreat',
      },
    );
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    expect(s.pending!.options).toContainEqual(region('ysval'));
    expect(s.pending!.options).not.toContainEqual(region('cross'));
    expect(seat(s, 'allaria').location).toBe('allar');
  });
});
