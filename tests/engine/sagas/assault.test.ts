import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  type DialState,
  type GameState,
  type Scenario,
  type SeatSetup,
  type Target,
} from '../../../src/engine';
import { resolve } from '../../../src/engine/resolver';
import { areSagaEnemies, sagaAttack } from '../../../src/engine/sagas/assault';
import { answer, logOf, runFaceless, seat, targetKey, units } from '../play';
import { scenarioGame } from '../positions';
import { HUMAN_TABLE, SOLO_TABLE } from '../../tables';

/** A Saga-caused Assault of the neutral force of `region`, started as a Stage effect starts it. */
function neutralAssault(
  scenario: Scenario,
  region: 'cross',
  seats: SeatSetup[] = HUMAN_TABLE,
  options: { soloMode?: 'fast-paced' | 'standard' | 'challenging'; seed?: number } = {},
): GameState {
  const s = scenarioGame(scenario, { seats, ...options });
  s.frames.push(sagaAttack({ kind: 'force', side: 'neutral', region }, 'EV-ASSAULT'));
  resolve(s);
  return s;
}

const defenders = (s: GameState) => logOf(s, 'combat-started').map((e) => targetKey(e.defender));

/** Miniatures far from the Vaala Crossing (adjacent: allar, crown, moon, hollow). */
const AWAY: Scenario['seats'] = {
  allaria: { location: 'ysval' },
  fulgen: { location: 'ashen' },
  tyveria: { location: 'tyvh' },
  skarn: { location: 'ashen' },
};

// Most positions here are played at SOLO_TABLE: Tyveria, Fulgen and Skarn are Faceless (they
// never retreat and need no answers); Allaria is human.

describe('EV-ASSAULT: Saga-caused attacks', () => {
  it('EV-ASSAULT-1, EV-ASSAULT-2: the attacker targets the enemy with the highest Combat Value in its region or an adjacent one; farther enemies are ignored', () => {
    const s = neutralAssault(
      {
        regions: {
          cross: { units: { neutral: 2 } },
          allar: { units: { allaria: 1 } },
          moon: { units: { tyveria: 3 } },
        },
        // Skarn (CV 5) two steps away in the Fell Gate is out of reach.
        seats: { ...AWAY, skarn: { location: 'fell' } },
        dice: ['0', '0', '0', '0', '0'],
      },
      'cross',
      SOLO_TABLE,
    );
    expect(logOf(s, 'saga-attack')[0]).toMatchObject({
      attacker: { kind: 'force', side: 'neutral', region: 'cross' },
      region: 'moon',
    });
    expect(defenders(s)[0]).toBe('tyveria@moon');
  });

  it('EV-ASSAULT-2: an enemy in the attacker’s own region counts (a Dragon sharing the region)', () => {
    const s = neutralAssault(
      {
        regions: { cross: { units: { neutral: 2 } }, allar: { units: { allaria: 1 } } },
        seats: { ...AWAY, skarn: { location: 'cross', wounds: 5 } },
        // Skarn (CV 2 at 5 wounds) beats Allaria's Unit (CV 1); hit critically: skull, injured, the combat ends.
        dice: ['X', '0'],
      },
      'cross',
      SOLO_TABLE,
    );
    expect(defenders(s)[0]).toBe('skarn');
  });

  it('EV-ASSAULT-3, EV-ASSAULT-4, EV-ASSAULT-5: every enemy of the targeted region is fought, highest Combat Value first, until none is left', () => {
    let s = neutralAssault(
      {
        // Fulgen (CV 2 at 5 wounds) and Tyveria's single Unit (CV 1) share the Red Moon Steppe;
        // Allaria's Unit next door is not in the targeted region and is left alone.
        regions: {
          cross: { units: { neutral: 3 } },
          moon: { units: { tyveria: 1 } },
          allar: { units: { allaria: 1 } },
        },
        seats: { ...AWAY, fulgen: { location: 'moon', wounds: 5 } },
        // Combat 1: X fills Fulgen's track (injured, retreats). Combat 2: 1 hit; Tyveria 0.
        dice: ['X', '0', '0', '1', '0', '0', '0'],
      },
      'cross',
      SOLO_TABLE,
    );
    s = runFaceless(s);
    expect(defenders(s)).toEqual(['fulgen', 'tyveria@moon']);
    expect(seat(s, 'fulgen').location).not.toBe('moon');
    expect(units(s, 'moon', 'tyveria')).toBe(0);
    expect(units(s, 'allar', 'allaria')).toBe(1);
    // The sequence is over: the next decision is Planning's.
    expect(s.pending?.kind).toBe('plan');
    expect(units(s, 'cross', 'neutral')).toBe(3);
  });

  it('EV-ASSAULT-6: the sequence ends when the attacker is destroyed', () => {
    let s = neutralAssault(
      {
        regions: { cross: { units: { neutral: 1 } }, moon: { units: { tyveria: 2 } } },
        seats: { ...AWAY, fulgen: { location: 'moon' } },
        // Neutral rolls 0; Fulgen (CV 5) counterattacks with one hit.
        dice: ['0', '1', '0', '0', '0', '0'],
      },
      'cross',
      SOLO_TABLE,
    );
    s = runFaceless(s);
    expect(defenders(s)).toEqual(['fulgen']);
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(units(s, 'moon', 'tyveria')).toBe(2);
  });

  it('EV-ASSAULT-7, Q-ASSAULT-5: a neutral attacker is never offered a retreat; the combat runs until a side falls', () => {
    let s = neutralAssault(
      {
        regions: { cross: { units: { neutral: 1 } }, moon: { units: { tyveria: 2 } } },
        seats: AWAY,
        // Three rounds of nothing, then Tyveria's counterattack destroys the neutral Unit.
        dice: ['0', '0', '0', '0', '0', '0', '0', '0', '1'],
      },
      'cross',
      SOLO_TABLE,
    );
    s = runFaceless(s);
    expect(logOf(s, 'combat-roll').filter((e) => e.side === 'attacker')).toHaveLength(3);
    expect(logOf(s, 'attacker-retreats')).toEqual([]);
    expect(units(s, 'cross', 'neutral')).toBe(0);
  });

  it('EV-ASSAULT-9, Q-CHOICE-3: a tie is settled by the player to the right of the initiative holder', () => {
    // Initiative: Allaria; seating allaria, fulgen, tyveria, skarn: Skarn is to her right.
    let s = neutralAssault(
      {
        regions: {
          cross: { units: { neutral: 2 } },
          allar: { units: { allaria: 2 } },
          moon: { units: { tyveria: 2 } },
        },
        seats: AWAY,
        dice: ['0', '0'],
      },
      'cross',
    );
    const moon: Target = { kind: 'force', side: 'tyveria', region: 'moon' };
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-target', automaton: false });
    expect(s.pending!.options).toEqual([
      {
        kind: 'target',
        from: 'cross',
        target: { kind: 'force', side: 'allaria', region: 'allar' },
      },
      { kind: 'target', from: 'cross', target: moon },
    ]);
    s = answer(s, { kind: 'target', from: 'cross', target: moon });
    expect(defenders(s)).toEqual(['tyveria@moon']);
  });

  it('EV-ASSAULT-10, Q-CHOICE-6: in solo a tie is broken at random, whatever the solo preference', () => {
    const picked = new Set<unknown>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = neutralAssault(
        {
          // Tyveria's 3 Units (CV 3) and Skarn at 4 wounds (CV 3: the track reads 5,4,4,3,3,2).
          regions: { cross: { units: { neutral: 2 } }, allar: { units: { tyveria: 3 } } },
          seats: { ...AWAY, skarn: { location: 'moon', wounds: 4 } },
          dice: ['0', '0'],
        },
        'cross',
        // Solo: Allaria is the only human; Skarn, to her right, would be the chooser.
        SOLO_TABLE,
        { soloMode: 'fast-paced', seed },
      );
      expect(s.pending).toMatchObject({ kind: 'saga-target', automaton: true, policy: 'random' });
      const result = applyMove(s, legalMoves(s)[0]);
      if (!result.ok) throw new Error(result.error.message);
      picked.add(targetKey(logOf(result.state, 'combat-started')[0].defender));
    }
    // Fast-paced would always take the first option; chance takes both.
    expect(picked).toEqual(new Set(['tyveria@allar', 'skarn']));
  });

  it('EV-ASSAULT-11: a neutral force never attacks another neutral force, even a stronger one', () => {
    const s = neutralAssault(
      {
        regions: {
          cross: { units: { neutral: 2 } },
          moon: { units: { neutral: 5 } },
          allar: { units: { allaria: 1 } },
        },
        seats: AWAY,
        dice: ['0', '0', '0'],
      },
      'cross',
      SOLO_TABLE,
    );
    expect(defenders(s)).toEqual(['allaria@allar']);
  });

  it('EV-ASSAULT-11, Q-ASSAULT-4: a Creature is an enemy of a neutral force', () => {
    const s = neutralAssault(
      {
        regions: { cross: { units: { neutral: 2 } }, allar: { units: { allaria: 1 } } },
        creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
        seats: AWAY,
        dice: ['0', '0', '0', '0', '0'],
      },
      'cross',
      SOLO_TABLE,
    );
    // The Gloom Stalker (CV 3) is stronger than Allaria's single Unit.
    expect(defenders(s)[0]).toBe('gloom-stalker');
  });

  it('EV-ASSAULT-11, EV-ASSAULT-12, EV-ASSAULT-13, Q-ASSAULT-4: enemies by type: a Null force attacks neutral forces, Dragons, Generals and Creatures, never another Null force; wild Dragon dials share one type', () => {
    const s = scenarioGame({});
    const dial = (id: string, bondedTo: DialState['bondedTo'] = null): DialState => ({
      id,
      kind: 'dragon',
      region: 'cross',
      wounds: 0,
      bondedTo,
      essence: [],
    });
    s.dials.push(dial('dragon-a'), dial('dragon-b'), dial('dragon-c', 'allaria'));
    const nullForce: Target = { kind: 'null', region: 'cross' };
    const enemy = (t: Target) => areSagaEnemies(s, nullForce, t);
    expect(enemy({ kind: 'force', side: 'neutral', region: 'moon' })).toBe(true);
    expect(enemy({ kind: 'dragon', seat: 'fulgen' })).toBe(true);
    expect(enemy({ kind: 'force', side: 'allaria', region: 'allar' })).toBe(true);
    expect(enemy({ kind: 'creature', card: 'gloom-stalker' })).toBe(true);
    expect(enemy({ kind: 'dial', id: 'dragon-a' })).toBe(true);
    expect(enemy({ kind: 'null', region: 'moon' })).toBe(false);
    // Two wild Dragon dials never fight each other; a bonded one is its General's.
    const wild: Target = { kind: 'dial', id: 'dragon-a' };
    expect(areSagaEnemies(s, wild, { kind: 'dial', id: 'dragon-b' })).toBe(false);
    expect(areSagaEnemies(s, wild, { kind: 'dial', id: 'dragon-c' })).toBe(true);
    expect(
      areSagaEnemies(
        s,
        { kind: 'dial', id: 'dragon-c' },
        { kind: 'force', side: 'allaria', region: 'allar' },
      ),
    ).toBe(false);
    // Bonded partners are never enemies (RB-42a).
    s.seats.find((x) => x.id === 'allaria')!.bondedTo = 'fulgen';
    s.seats.find((x) => x.id === 'fulgen')!.bondedTo = 'allaria';
    expect(
      areSagaEnemies(s, { kind: 'dial', id: 'dragon-c' }, { kind: 'dragon', seat: 'fulgen' }),
    ).toBe(false);
    expect(
      areSagaEnemies(s, { kind: 'dial', id: 'dragon-c' }, { kind: 'dragon', seat: 'skarn' }),
    ).toBe(true);
  });

  it('EV-ASSAULT-12, EV-ASSAULT-13: a Null force attacks a neutral force but never another, stronger, Null force', () => {
    const s = scenarioGame(
      {
        sagas: [{ id: 'null' }],
        dials: [
          { kind: 'portal', region: 'cross' },
          { kind: 'portal', region: 'allar' },
          { kind: 'nullborn', region: 'allar' },
          { kind: 'nullborn', region: 'allar' },
        ],
        regions: { moon: { units: { neutral: 1 } } },
        seats: AWAY,
        dice: ['1', '0'],
      },
      { seats: SOLO_TABLE },
    );
    s.frames.push(sagaAttack({ kind: 'null', region: 'cross' }, 'EV-ASSAULT'));
    resolve(s);
    expect(defenders(s)).toEqual(['neutral@moon']);
    expect(units(s, 'moon', 'neutral')).toBe(0);
    expect(s.dials.filter((d) => d.region === 'allar')).toHaveLength(3);
  });

  it('EV-ASSAULT-8, Q-ASSAULT-6: a wild Dragon dial has no bonded human, so its tie goes to the player to the right of the initiative holder', () => {
    const s = scenarioGame({
      sagas: [{ id: 'kadmos' }],
      dials: [{ kind: 'dragon', region: 'cross' }],
      // Allaria's 3 Units (CV 3) and Fulgen at 4 wounds (CV 3) tie.
      regions: { allar: { units: { allaria: 3 } } },
      seats: { ...AWAY, fulgen: { location: 'moon', wounds: 4 } },
    });
    s.frames.push(sagaAttack({ kind: 'dial', id: 'dragon-a' }, 'EV-ASSAULT'));
    resolve(s);
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-target', rule: 'EV-ASSAULT-8' });
    expect(s.pending!.options).toHaveLength(2);
  });
});
