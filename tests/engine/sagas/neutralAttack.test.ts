import { describe, expect, it } from 'vitest';
import type { GameState, Scenario, Target } from '../../../src/engine';
import { resolve } from '../../../src/engine/resolver';
import { sagaAttack } from '../../../src/engine/sagas/assault';
import { answer, logOf, seat, units } from '../play';
import { scenarioGame } from '../positions';

/**
 * RB-21b: a neutral force that attacks (a Saga's Assault action, EV-ASSAULT) fights from its own
 * region. The attack is started the way a Stage effect starts it: a saga-attack frame on top of
 * the position's frames, then the engine resolves.
 */
function neutralAttacks(scenario: Scenario, region: 'cross'): GameState {
  return sagaAttacks(scenario, { kind: 'force', side: 'neutral', region });
}

function sagaAttacks(scenario: Scenario, attacker: Target): GameState {
  const s = scenarioGame(scenario);
  s.frames.push(sagaAttack(attacker, 'RB-21b'));
  resolve(s);
  return s;
}

/** Every miniature out of reach of the Vaala Crossing unless a test puts it nearer. */
const AWAY: Scenario['seats'] = {
  allaria: { location: 'ysval' },
  fulgen: { location: 'ashen' },
  tyveria: { location: 'tyvh' },
  skarn: { location: 'ashen' },
};

describe('RB-21b: a neutral force that attacks', () => {
  it('RB-21b: fights from its own region and does not advance; the Units it destroys go back to their supply; it takes no Power', () => {
    let s = neutralAttacks(
      {
        regions: { cross: { units: { neutral: 3 } }, allar: { units: { allaria: 1 }, power: 2 } },
        seats: AWAY,
        dice: ['1', '0', '0', '0'],
      },
      'cross',
    );
    expect(logOf(s, 'combat-started')[0]).toMatchObject({
      attacker: { kind: 'force', side: 'neutral', region: 'cross' },
      defender: { kind: 'force', side: 'allaria', region: 'allar' },
      origin: 'cross',
    });
    const supplyPower = s.supply.power;
    s = answer(s, { kind: 'counterattack' });
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(s.supply.units.allaria).toBe(20);
    // It stays where it stood: no advance into the emptied region.
    expect(units(s, 'cross', 'neutral')).toBe(3);
    expect(units(s, 'allar', 'neutral')).toBe(0);
    // Nobody gains Power: the region keeps its tokens, the supply is unchanged.
    expect(s.regions.allar.power).toBe(2);
    expect(s.supply.power).toBe(supplyPower);
    expect(s.pending?.kind).toBe('plan');
  });

  it('RB-21b, RB-33: the token it steals from an injured General goes to the supply', () => {
    let s = neutralAttacks(
      {
        regions: { cross: { units: { neutral: 3 } }, allar: { units: { allaria: 1 } } },
        seats: { ...AWAY, allaria: { location: 'allar', power: { unspent: 2 } } },
        // Neutral: 2 normal hits; Allaria's counterattack (1 Unit + General): nothing.
        dice: ['2', '0', '0', '0', '0'],
      },
      'cross',
    );
    const supplyPower = s.supply.power;
    s = answer(s, { kind: 'counterattack' });
    // The Unit falls, then the lone General is injured; his only token kind is given up at once.
    expect(logOf(s, 'token-stolen')[0]).toMatchObject({ thief: null });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.supply.power).toBe(supplyPower + 1);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    s = answer(s, { kind: 'region', region: 'serpent' });
    expect(seat(s, 'allaria').location).toBe('serpent');
    expect(units(s, 'cross', 'neutral')).toBe(3);
    expect(units(s, 'allar', 'neutral')).toBe(0);
  });

  it('RB-21b, RB-34: it never retreats: it is never asked, and fights on until a side falls', () => {
    let s = neutralAttacks(
      {
        regions: { cross: { units: { neutral: 1 } }, allar: { units: { allaria: 3 } } },
        seats: AWAY,
        // Round 1: neutral 0; Allaria 0 0 0. Round 2: neutral 0; Allaria 1 0 0.
        dice: ['0', '0', '0', '0', '0', '1', '0', '0'],
      },
      'cross',
    );
    const asked: string[] = [];
    while (s.pending?.kind !== 'plan') {
      asked.push(`${s.pending!.seat}:${s.pending!.kind}`);
      s = answer(s, { kind: 'counterattack' });
    }
    expect(asked).toEqual(['allaria:defend', 'allaria:defend']);
    expect(logOf(s, 'combat-roll').filter((e) => e.side === 'attacker')).toHaveLength(2);
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(s.supply.units.neutral).toBe(30);
    expect(units(s, 'allar', 'allaria')).toBe(3);
  });

  it('RB-21b, RB-33: a Dragon it injures gives its token to the supply, and the neutral force stays put', () => {
    let s = neutralAttacks(
      {
        regions: { cross: { units: { neutral: 2 } } },
        seats: { ...AWAY, fulgen: { location: 'moon', wounds: 5, power: { spent: 1 } } },
        // One critical hit fills Fulgen's track: the skull heals 5, and in combat he is injured.
        dice: ['X', '0'],
      },
      'cross',
    );
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.supply.power).toBe(50);
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'retreat-to' });
    s = answer(s, s.pending!.options[0]);
    expect(seat(s, 'fulgen').location).not.toBe('moon');
    expect(units(s, 'cross', 'neutral')).toBe(2);
    expect(units(s, 'moon', 'neutral')).toBe(0);
  });

  it('RB-21b, EV-DIAL-4: a Dragon dial that attacks stays in its region; the Units it destroys go back to their supply (no Essence), and it takes no Power', () => {
    let s = sagaAttacks(
      {
        sagas: [{ id: 'kadmos' }],
        dials: [{ kind: 'dragon', region: 'cross' }],
        regions: { allar: { units: { allaria: 2 }, power: 1 } },
        seats: AWAY,
        // The dial (CV 3): 1, 1, 0; Allaria's counterattack: 0, 0.
        dice: ['1', '1', '0', '0', '0'],
      },
      { kind: 'dial', id: 'dragon-a' },
    );
    const supplyPower = s.supply.power;
    s = answer(s, { kind: 'counterattack' });
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(s.supply.units.allaria).toBe(20);
    const dial = s.dials.find((d) => d.id === 'dragon-a')!;
    expect(dial.region).toBe('cross');
    expect(dial.essence).toEqual([]);
    expect(s.regions.allar.power).toBe(1);
    expect(s.supply.power).toBe(supplyPower);
  });

  it('RB-21b, EV-DIAL-3: a Null force attacks together from its region and stays there; a token it steals goes to the supply', () => {
    let s = sagaAttacks(
      {
        sagas: [{ id: 'null' }],
        dials: [
          { kind: 'portal', region: 'cross' },
          { kind: 'nullborn', region: 'cross' },
        ],
        regions: { allar: { units: { allaria: 1 } } },
        seats: { ...AWAY, allaria: { location: 'allar', power: { spent: 1 } } },
        // The Null force (CV 1 + 2): 2, 0, 0; Allaria (1 Unit + General): 0, 0.
        dice: ['2', '0', '0', '0', '0'],
      },
      { kind: 'null', region: 'cross' },
    );
    s = answer(s, { kind: 'counterattack' });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.supply.power).toBe(50);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    s = answer(s, { kind: 'region', region: 'serpent' });
    expect(s.dials.filter((d) => d.region === 'cross').map((d) => d.kind)).toEqual([
      'portal',
      'nullborn',
    ]);
    expect(s.dials.filter((d) => d.region === 'allar')).toEqual([]);
    expect(s.supply.units.allaria).toBe(20);
  });
});
