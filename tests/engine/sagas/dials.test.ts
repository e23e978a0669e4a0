import { describe, expect, it } from 'vitest';
import type { GameState, RegionId, Scenario, Target } from '../../../src/engine';
import { content } from '../../../src/engine';
import { answer, answers, assault, diceRolled, logOf, seat } from '../play';
import { scenarioGame, zeros } from '../positions';

/** §11 Dial tokens (EV-DIAL-1…8), shown with the Null dials of Vestiges of the Null. */

const nullForce = (region: RegionId): Target => ({ kind: 'null', region });
const dial = (s: GameState, id: string) => s.dials.find((d) => d.id === id)!;

/** Allaria (3 Units in Allarian Heartland, her General away) assaults the Null force of Vaala Crossing. */
function allariaAttacks(sc: Scenario): GameState {
  const s = scenarioGame({
    regions: { allar: { units: { allaria: 3 } } },
    seats: { allaria: { location: 'ysval' }, fulgen: { location: 'ysval' } },
    sagas: [{ id: 'null', marker: 'ember' }],
    stack: [{ seat: 'allaria', card: 'move-assault' }],
    ...sc,
  });
  return assault(s, 'allar', nullForce('cross'));
}

describe('EV-DIAL: Null dials', () => {
  it('EV-DIAL-1: a dial shows its Combat and Wound values, and its wheel keeps the wounds it took', () => {
    expect(content.DIALS.portal).toMatchObject({ combatValue: 1, wounds: 4 });
    expect(content.DIALS.nullborn).toMatchObject({ combatValue: 2, wounds: 1 });
    const s = allariaAttacks({
      dials: [{ kind: 'portal', region: 'cross', wounds: 1 }],
      dice: ['2', '0', '0', '0'],
    });
    expect(dial(s, 'portal-1')).toMatchObject({ region: 'cross', wounds: 3 });
  });

  it('EV-DIAL-2: dials are not Units: Null dials a Dragon destroys never fill its Essence track', () => {
    let s = scenarioGame({
      sagas: [{ id: 'null' }],
      dials: [
        { kind: 'nullborn', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
      ],
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: ['X', 'X', '0'],
    });
    s = answer(s, { kind: 'target', from: 'crown', target: nullForce('cross') });
    expect(s.dials.filter((d) => d.region === 'cross')).toHaveLength(0);
    expect(seat(s, 'fulgen').essence).toEqual([]);
    expect(logOf(s, 'units-destroyed')).toHaveLength(0);
  });

  it('EV-DIAL-3: the Null dials of a region attack together as one Null force', () => {
    const s = scenarioGame({
      regions: { hollow: { units: { neutral: 1 } } },
      seats: Object.fromEntries(
        (['allaria', 'fulgen', 'tyveria', 'skarn'] as const).map((id) => [
          id,
          { location: 'ysval' },
        ]),
      ),
      sagas: [{ id: 'null', marker: 'ember', stage: 1 }],
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
        { kind: 'nullborn', region: 'cross' },
      ],
      // Stage II adds a third Nullborn: 1 + 2 + 2 + 2 dice in one attack.
      stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
      dice: ['X', ...zeros(6)],
    });
    expect(logOf(s, 'combat-started')).toHaveLength(1);
    expect(diceRolled(s)).toEqual(['attacker 7']);
  });

  it('EV-DIAL-4, EV-DIAL-5: a Null force never retreats and always counterattacks: the attacker decides next', () => {
    let s = allariaAttacks({
      dials: [{ kind: 'portal', region: 'cross' }],
      dice: [...zeros(3), '0', ...zeros(3), '0'],
    });
    expect(s.log.some((e) => e.kind === 'defender-retreats')).toBe(false);
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    s = answer(s, { kind: 'continue' });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1', 'attacker 3', 'defender 1']);
  });

  it('EV-DIAL-6: dials do not heal when the combat ends', () => {
    let s = allariaAttacks({
      dials: [{ kind: 'portal', region: 'cross' }],
      dice: ['1', '1', '0', '0'],
    });
    s = answer(s, { kind: 'retreat' });
    expect(logOf(s, 'combat-ended')).toHaveLength(1);
    expect(dial(s, 'portal-1').wounds).toBe(2);
  });

  it('EV-DIAL-7: the wheel is a Wound track for every effect: a Vaala card’s hits wound a Portal', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 1 } }, crown: { units: { neutral: 1 } } },
      seats: {
        allaria: { power: { unspent: 2 }, vaalaHand: ['firestorm'] },
        fulgen: { location: 'ysval' },
      },
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'portal', region: 'cross', wounds: 1 }],
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
    });
    s = answers(s, { kind: 'done' }, { kind: 'vaala', card: 'firestorm' });
    expect(s.pending!.options).toContainEqual({
      kind: 'target',
      from: 'allar',
      target: nullForce('cross'),
    });
    s = answer(s, { kind: 'target', from: 'allar', target: nullForce('cross') });
    expect(dial(s, 'portal-1')).toMatchObject({ region: 'cross', wounds: 3 });
  });

  it('EV-DIAL-8: at its Wound value a dial leaves play for its supply, and can be placed again (Q-DIAL-1)', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'ysval' },
        skarn: { location: 'ysval' },
      },
      sagas: [{ id: 'null', marker: 'ember' }],
      // 3 wounds + 2 hits: more than its Wound value of 4 also removes it.
      dials: [{ kind: 'portal', region: 'cross', wounds: 3 }],
      stack: [
        { seat: 'allaria', card: 'move-assault' },
        { stage: 'ember-1' },
        { seat: 'fulgen', card: 'fly-harvest' },
      ],
      dice: ['X', 'X', '0'],
    });
    s = assault(s, 'allar', nullForce('cross'));
    expect(dial(s, 'portal-1')).toMatchObject({ region: null, wounds: 0 });
    expect(logOf(s, 'dial-destroyed').map((e) => e.dial)).toEqual(['portal-1']);
    s = answer(s, { kind: 'count', n: 0 });
    if (s.pending?.kind === 'vaala') s = answer(s, { kind: 'done' });
    // Stage I finds no Portal in play: the destroyed one comes back, fresh.
    expect(s.pending).toMatchObject({ rule: 'EV-SAGA-NULL-8' });
    s = answer(s, { kind: 'region', region: 'moon' });
    expect(dial(s, 'portal-1')).toMatchObject({ region: 'moon', wounds: 0 });
  });
});
