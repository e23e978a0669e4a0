import { describe, expect, it } from 'vitest';
import type { Choice, GameState, RegionId, Scenario } from '../../../../src/engine';
import { BONDED_DIAL_CARD } from '../../../../src/engine/content/dragonDials';
import {
  answer,
  answers,
  assault,
  diceRolled,
  force,
  logOf,
  optionKinds,
  seat,
  units,
} from '../../play';
import { scenarioGame } from '../../positions';

/** §13 Dragon dials and bonded Dragon dials (EV-DDIAL-1…24). */

const region = (r: RegionId): Choice => ({ kind: 'region', region: r });
const dial = (s: GameState) => s.dials.find((d) => d.id === 'dragon-a')!;
const toDial = (s: GameState): Choice => ({
  kind: 'target',
  from: dial(s).region!,
  target: { kind: 'dial', id: 'dragon-a' },
});

/** Kadmos in play; seats out of the way unless placed; no Denizen lineup. */
function game(sc: Scenario): GameState {
  return scenarioGame({
    lineup: [],
    sagas: [{ id: 'kadmos' }],
    ...sc,
    seats: {
      allaria: { location: 'ysval' },
      fulgen: { location: 'serpent' },
      tyveria: { location: 'tyvh' },
      skarn: { location: 'ashen' },
      ...sc.seats,
    },
  });
}

/** Tyveria (3 Units and General in moon) assaults Allaria's force in cross, bonded dial there. */
function defendingWithDial(dice: Scenario['dice'], wounds = 0, power = 0): GameState {
  const s = game({
    regions: { cross: { units: { allaria: 3 } }, moon: { units: { tyveria: 3 } } },
    seats: {
      allaria: { location: 'cross', power: { unspent: power } },
      tyveria: { location: 'moon' },
    },
    dials: [{ kind: 'dragon', region: 'cross', wounds, bondedTo: 'allaria' }],
    stack: [{ seat: 'tyveria', card: 'move-assault' }],
    dice,
  });
  return assault(s, 'moon', force('allaria', 'cross'));
}

describe('EV-DDIAL-1…4: the Reference card and who chooses', () => {
  it('EV-DDIAL-1: 4 bonded-dial Reference cards with the Dragonbonded ability and an Essence track', () => {
    expect(BONDED_DIAL_CARD.count).toBe(4);
    // Q-DDIAL-5: a standard Essence track, as long as a Dragon's (RB-36).
    expect(BONDED_DIAL_CARD.essenceTrack).toBe(6);
    expect(BONDED_DIAL_CARD.ability.join(' ')).toContain('Essence track');
  });

  it('EV-DDIAL-2: a non-bonded dial follows the normal rules: attacked, it never retreats and counterattacks', () => {
    let s = game({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', { kind: 'dial', id: 'dragon-a' });
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 3']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
  });

  it('EV-DIAL-7/8: a dial hit below its Wound value turns and stays in play; the combat goes on', () => {
    let s = game({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Three normal hits (a 1 and a 2) of its 5 Wounds; the dial answers with none.
      dice: ['1', '2', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', { kind: 'dial', id: 'dragon-a' });
    expect(s.dials.find((d) => d.id === 'dragon-a')).toMatchObject({ region: 'cross', wounds: 3 });
    expect(logOf(s, 'dial-destroyed')).toEqual([]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
  });

  it('EV-DDIAL-3: a choice about a bonded dial is its General’s (the Deploy move)', () => {
    let s = game({
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'cross', bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answers(s, { kind: 'done' }, { kind: 'done' });
    expect(s.pending).toMatchObject({ seat: 'allaria', rule: 'EV-DDIAL-18' });
  });
});

describe('EV-DDIAL-5…15: fighting with a bonded dial', () => {
  it('EV-DDIAL-5: the defending bonded player chooses the dial or the Units for the wounds; EV-DDIAL-14: the dial takes them', () => {
    let s = defendingWithDial(['2X', '0', '0', '0']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'saga-piece', rule: 'EV-DDIAL-5' });
    expect(s.pending!.options).toEqual([
      toDial(s),
      { kind: 'target', from: 'cross', target: force('allaria', 'cross') },
    ]);
    s = answer(s, toDial(s));
    expect(dial(s).wounds).toBe(2);
    expect(units(s, 'cross', 'allaria')).toBe(3);
  });

  it('EV-DDIAL-5: choosing the Units, they take the wounds as usual', () => {
    let s = defendingWithDial(['2X', '0', '0', '0']);
    s = answer(s, { kind: 'target', from: 'cross', target: force('allaria', 'cross') });
    expect(dial(s).wounds).toBe(0);
    expect(units(s, 'cross', 'allaria')).toBe(1);
  });

  it('EV-DDIAL-13: +3 to the bonded General’s Combat Value; EV-DDIAL-9: the dial is no Unit; EV-DDIAL-15: enemy Units destroyed go to its Essence track', () => {
    let s = defendingWithDial(['0', '0', '0', '0', '2X', '2X', 'X', '0', '0', '0', '0']);
    s = answers(s, toDial(s), { kind: 'counterattack' });
    // 3 Units + General + 3 for the dial.
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 7']);
    expect(units(s, 'moon', 'tyveria')).toBe(0);
    expect(dial(s).essence).toEqual(['tyveria', 'tyveria', 'tyveria']);
    expect(s.supply.units.tyveria).toBe(17);
  });

  it('EV-DDIAL-15: a full Essence track gives 1 Power token and its Units go back (Q-DDIAL-5)', () => {
    let s = game({
      regions: { cross: { units: { allaria: 3 } }, moon: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'cross' }, tyveria: { location: 'moon' } },
      dials: [{ kind: 'dragon', region: 'cross', bondedTo: 'allaria' }],
      stack: [{ seat: 'tyveria', card: 'move-assault' }],
      dice: ['0', '0', '0', '0', '2X', '2X', 'X', '0', '0', '0', '0'],
    });
    // Four neutral Units already lie on the track (taken from their supply).
    s = {
      ...s,
      supply: { ...s.supply, units: { ...s.supply.units, neutral: 26 } },
      dials: s.dials.map((d) =>
        d.id === 'dragon-a' ? { ...d, essence: ['neutral', 'neutral', 'neutral', 'neutral'] } : d,
      ),
    };
    s = assault(s, 'moon', force('allaria', 'cross'));
    s = answers(s, toDial(s), { kind: 'counterattack' });
    expect(dial(s).essence).toEqual(['tyveria']);
    expect(seat(s, 'allaria').power.unspent).toBe(1);
    expect(s.supply.units.neutral).toBe(30);
  });

  it('EV-DDIAL-16: an attacking General may bring the dial from an adjacent region into the fight', () => {
    let s = game({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'crown', bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '0', '0', '0', '0', '0', '1', '0'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'saga-region', rule: 'EV-DDIAL-16' });
    expect(s.pending!.options).toEqual([region('cross'), { kind: 'done' }]);
    s = answers(s, region('cross'), {
      kind: 'target',
      from: 'cross',
      target: force('allaria', 'allar'),
    });
    expect(dial(s).region).toBe('cross');
    expect(diceRolled(s)).toEqual(['attacker 7']);
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'defend' });
    // EV-DDIAL-5: the counterattack's hit goes where Allaria sent the wounds, to her Units.
    s = answer(s, { kind: 'counterattack' });
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(dial(s).wounds).toBe(0);
  });

  it('EV-DDIAL-16, Q-DDIAL-2: a dial left behind is not in the combat: no +3, no wound choice', () => {
    let s = game({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'crown', bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'done' });
    expect(dial(s).region).toBe('crown');
    expect(diceRolled(s)).toEqual(['attacker 4']);
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'defend' });
  });

  it('EV-DDIAL-17: a defending General who retreats takes the dial to the same region', () => {
    let s = defendingWithDial(['0', '0', '0', '0']);
    s = answers(s, toDial(s), { kind: 'retreat' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    s = answer(s, region('allar'));
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(dial(s).region).toBe('allar');
  });
});

describe('EV-DDIAL-18…21: Deploy and Harvest', () => {
  it('EV-DDIAL-18/19: after Deploy the dial may move to an adjacent region or one across the sea, enemy Units or not, starting no combat (Q-DDIAL-6)', () => {
    let s = game({
      regions: { ashen: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'serpent', bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answers(s, { kind: 'done' }, { kind: 'done' });
    expect(s.pending!.options).toEqual([
      region('ysval'),
      region('allar'),
      region('hollow'),
      region('ashen'),
      { kind: 'done' },
    ]);
    s = answer(s, region('ashen'));
    expect(dial(s).region).toBe('ashen');
    expect(logOf(s, 'combat-started')).toHaveLength(0);
  });

  it('EV-DDIAL-20/21: after Harvest the dial heals 1 wound, and 1 more for 1 Power; EV-DDIAL-12: it collects no Power', () => {
    let s = game({
      regions: { allar: { units: { allaria: 1 }, power: 1 }, moon: { power: 2 } },
      seats: { allaria: { location: 'allar', power: { unspent: 1 } } },
      dials: [{ kind: 'dragon', region: 'moon', wounds: 3, bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'harvest-move' }],
    });
    s = answer(s, { kind: 'count', n: 1 });
    expect(dial(s).wounds).toBe(2);
    expect(s.pending).toMatchObject({ seat: 'allaria', rule: 'EV-DDIAL-21' });
    s = answer(s, { kind: 'confirm' });
    expect(dial(s).wounds).toBe(1);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 1 });
    expect(s.regions.moon.power).toBe(2);
  });

  it('EV-DDIAL-21: declining the extra heal keeps the Power', () => {
    let s = game({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'allar', power: { unspent: 1 } } },
      dials: [{ kind: 'dragon', region: 'moon', wounds: 3, bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'harvest-move' }],
    });
    s = answer(s, { kind: 'done' });
    expect(dial(s).wounds).toBe(2);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
  });
});

describe('EV-DDIAL-22…24: the Skull', () => {
  it('EV-DDIAL-22/23/24: a dial filled in combat heals 5, cancels the next Glyph, and its General is injured, gives up 1 Power and retreats with it', () => {
    let s = defendingWithDial(['X', '0', '0', '0'], 4, 1);
    s = answer(s, toDial(s));
    expect(logOf(s, 'dial-skull')).toHaveLength(1);
    expect(dial(s).wounds).toBe(0);
    expect(seat(s, 'allaria').skipNextGlyph).toBe(true);
    expect(seat(s, 'tyveria').power.unspent).toBe(1);
    expect(seat(s, 'allaria').power.unspent).toBe(0);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    s = answer(s, region('allar'));
    expect(seat(s, 'allaria').location).toBe('allar');
    expect(dial(s).region).toBe('allar');
    // Q-DIAL-2: a bonded dial is never removed.
    expect(dial(s).bondedTo).toBe('allaria');
  });
});

describe('EV-DDIAL-6…12: what a bonded dial is and is not', () => {
  it('EV-DDIAL-6/7/8: the General’s token stays on its own card; bonded to a dial, it cannot bond with a Dragon', () => {
    const s = game({
      seats: { allaria: { location: 'crown' }, fulgen: { location: 'crown' } },
      dials: [{ kind: 'dragon', region: 'crown', bondedTo: 'allaria' }],
      stack: [{ event: 'dragonbond' }],
      dice: ['1', '1'],
    });
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(0);
    expect(seat(s, 'allaria').bondedTo).toBeNull();
    expect(seat(s, 'fulgen').bondedTo).toBeNull();
  });

  it('EV-DDIAL-10/11: a bonded dial controls no region and does not count toward the 6-Unit limit', () => {
    let s = game({
      regions: { allar: { units: { allaria: 5 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'allar', bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({ kind: 'deploy' });
    expect(s.pending!.options).toEqual([region('allar'), { kind: 'done' }]);
    s = answer(s, region('allar'));
    expect(units(s, 'allar', 'allaria')).toBe(6);
    expect(optionKinds(s)).not.toContain('deploy');
  });

  it('EV-DDIAL-10: a region holding only a bonded dial stays uncontrolled (no Deploy there)', () => {
    let s = game({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'moon', bondedTo: 'allaria' }],
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answer(s, { kind: 'done' });
    expect(s.pending!.options).toEqual([region('allar'), { kind: 'done' }]);
  });
});

describe('Q-DDIAL-2: a bonded dial fighting alone', () => {
  /** Allaria's dial stands alone in cross; Tyveria assaults it from moon. */
  function loneDial(dice: Scenario['dice'], wounds = 0): GameState {
    return game({
      regions: { moon: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'ysval', power: { spent: 1 } }, tyveria: { location: 'moon' } },
      dials: [{ kind: 'dragon', region: 'cross', wounds, bondedTo: 'allaria' }],
      stack: [{ seat: 'tyveria', card: 'move-assault' }],
      dice,
    });
  }

  it('EV-DDIAL-13, Q-DDIAL-2: the lone dial is its General’s force: a target, with Combat Value 3', () => {
    let s = answer(loneDial([]), { kind: 'done' });
    expect(s.pending?.options).toContainEqual({
      kind: 'target',
      from: 'moon',
      target: force('allaria', 'cross'),
    });
    s = answer(s, { kind: 'target', from: 'moon', target: force('allaria', 'cross') });
    while (s.pending?.kind !== 'defend' && s.pending?.kind !== 'press-on' && s.pending)
      s = answer(s, s.pending.options[0]);
    expect(diceRolled(s).slice(0, 2)).toEqual(['attacker 4', 'defender 3']);
  });

  it('EV-DDIAL-14, Q-DDIAL-2: every wound lands on the lone dial, with no question where they go', () => {
    let s = answer(loneDial(['1', '1', '0', '0', '0', '0', '0']), { kind: 'done' });
    s = answer(s, { kind: 'target', from: 'moon', target: force('allaria', 'cross') });
    // Nothing else of Allaria's stands there, so EV-DDIAL-5 has nothing to ask, and the lone
    // dial cannot retreat (Q-DDIAL-1): the first round is fought without a question.
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'press-on' });
    expect(dial(s).wounds).toBe(2);
    expect(dial(s).region).toBe('cross');
    expect(units(s, 'moon', 'tyveria')).toBe(3);
  });
});
