import { describe, expect, it } from 'vitest';
import {
  createGame,
  view,
  type Choice,
  type GameState,
  type RegionId,
  type Scenario,
  type SeatSetup,
  type Target,
} from '../../../src/engine';
import { resolve } from '../../../src/engine/resolver';
import { sagaAttack } from '../../../src/engine/sagas/assault';
import {
  answer,
  answers,
  count,
  done,
  expectOptions,
  factsOf,
  force,
  logOf,
  partLines,
  region,
  seat,
  slotChoice,
  units,
} from '../play';
import { epicGame, filled, plain, quietGame, slotOf } from '../positions';
import { HUMAN_TABLE } from '../../tables';

/** EV-EGEN: the Epic General board — Glyphs where the General stands, and its slots. */

const target = (from: RegionId, t: Target): Choice => ({ kind: 'target', from, target: t });
const plainSlot = (nth: number) => slotChoice(slotOf('general', 'plain', nth));

/** Allaria resolves one Action card (or Region card) first; Allaria is played Epic. */
const epicAllaria = (sc: Scenario) => epicGame(['allaria'], sc);

/** The first roll of a side in the combat log: its dice count (CV) and the itemised parts. */
function firstRoll(s: GameState, side: 'attacker' | 'defender') {
  const entry = logOf(s, 'combat-roll').find((e) => e.side === side)!;
  return {
    dice: entry.faces.length,
    cv: entry.cv,
    parts: partLines(entry),
  };
}

describe('EV-EGEN-1: the Glyphs of the Epic General board', () => {
  const position = (): Scenario => ({
    regions: {
      allar: { units: { allaria: 2 }, power: 3 },
      cross: { units: { allaria: 2 }, power: 2 },
    },
    seats: { allaria: { location: 'allar' } },
    stack: [{ seat: 'allaria', card: 'harvest-move' }],
  });

  it('EV-EGEN-1: the Epic Harvest takes up to 2 tokens where the General stands, not 1 from every controlled region', () => {
    let s = epicAllaria(position());
    expectOptions(s, [count(2), count(1), count(0)]);
    s = answer(s, count(2));
    expect(s.regions.allar.power).toBe(1);
    expect(s.regions.cross.power).toBe(2);
    // EV-SLOT-2: each token gained goes onto a slot the owner picks.
    expect(s.pending?.kind).toBe('place-token');
    s = answers(s, plainSlot(0), plainSlot(1));
    expect(seat(s, 'allaria').epic!.slots.filter((t) => t !== null)).toHaveLength(2);
  });

  it('EV-EGEN-1: the same position on a regular General board harvests 1 from each controlled region', () => {
    let s = quietGame(position());
    expectOptions(s, [count(2), count(0)]);
    s = answer(s, count(2));
    expect(s.regions.allar.power).toBe(2);
    expect(s.regions.cross.power).toBe(1);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 0 });
  });
});

describe('EV-EGEN-2: the Assault Glyph resolves only where the Epic General is', () => {
  // Allaria: the General and 2 Units in the Heartland, 3 Units in the Red Moon Steppe; neutral
  // forces in Crownspire (next to the Heartland) and the Nahuac Wilds (next to the Steppe).
  const position = (): Scenario => ({
    regions: {
      allar: { units: { allaria: 2 } },
      moon: { units: { allaria: 3 } },
      crown: { units: { neutral: 1 } },
      nahu: { units: { neutral: 1 } },
    },
    seats: { allaria: { location: 'allar' }, tyveria: { location: 'ashen' } },
    stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
  });

  it('EV-EGEN-2, RB-29: only targets from the General’s region are offered; the Units in the Steppe cannot attack', () => {
    const s = epicAllaria(position());
    expectOptions(s, [target('allar', force('neutral', 'crown')), done]);
  });

  it('EV-EGEN-2: a regular General assaults from every region with its Units', () => {
    const s = quietGame(position());
    expectOptions(s, [
      target('allar', force('neutral', 'crown')),
      target('moon', force('neutral', 'nahu')),
      done,
    ]);
  });

  it('EV-EGEN-2, Q-EGEN-1: with the General away from all his Units, no Assault is offered at all', () => {
    const sc = position();
    const s = epicAllaria({ ...sc, seats: { ...sc.seats, allaria: { location: 'cross' } } });
    // The Assault is skipped; the next Glyph (Vaala) is asked instead.
    expect(s.pending?.kind).not.toBe('assault');
    expect(logOf(s, 'combat-started')).toEqual([]);
  });

  it('EV-EGEN-2, Q-EGEN-1: the General fights along (+1 CV) and may advance with the Units', () => {
    let s = epicAllaria({ ...position(), dice: ['X', '0', '0'] });
    s = answer(s, target('allar', force('neutral', 'crown')));
    expect(firstRoll(s, 'attacker')).toMatchObject({ dice: 3, parts: ['Units +2', 'General +1'] });
    expect(s.pending?.kind).toBe('advance');
  });
});

describe('EV-EGEN-3: the Deploy Glyph resolves only where the Epic General is', () => {
  const position = (general: RegionId): Scenario => ({
    regions: { allar: { units: { allaria: 2 } }, cross: { units: { allaria: 2 } } },
    seats: { allaria: { location: general } },
    stack: [{ seat: 'allaria', card: 'deploy-assault' }],
  });

  it('EV-EGEN-3, RB-29: Units are deployed only in the General’s region, not in the other controlled one', () => {
    let s = epicAllaria(position('cross'));
    expectOptions(s, [region('cross'), done]);
    s = answers(s, region('cross'), region('cross'));
    expect(units(s, 'cross', 'allaria')).toBe(4);
    expect(units(s, 'allar', 'allaria')).toBe(2);
  });

  it('EV-EGEN-3: a regular General deploys in every region it controls and where it stands', () => {
    const s = quietGame(position('moon'));
    expectOptions(s, [region('allar'), region('cross'), region('moon'), done]);
  });

  it('EV-EGEN-3: a Region card’s Deploy in a region without the General places nothing', () => {
    const s = epicAllaria({
      ...position('cross'),
      seats: { allaria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'region:allar' }],
    });
    expect(s.pending?.kind).not.toBe('deploy');
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(logOf(s, 'deployed')).toEqual([]);
  });

  it('EV-EGEN-3: a Region card’s Deploy where the General stands deploys there', () => {
    let s = epicAllaria({
      ...position('allar'),
      seats: { allaria: { location: 'allar' } },
      stack: [{ seat: 'allaria', card: 'region:allar' }],
    });
    expectOptions(s, [region('allar'), done]);
    s = answers(s, region('allar'), region('allar'));
    expect(units(s, 'allar', 'allaria')).toBe(4);
  });
});

describe('EV-EGEN-4: the Harvest Glyph resolves only where the Epic General is', () => {
  const position = (general: RegionId): Scenario => ({
    regions: {
      allar: { units: { allaria: 2 }, power: 2 },
      cross: { units: { allaria: 2 }, power: 2 },
      moon: { power: 2 },
    },
    seats: { allaria: { location: general } },
    stack: [{ seat: 'allaria', card: 'harvest-move' }],
  });

  it('EV-EGEN-4, RB-29: tokens come only from the General’s region', () => {
    let s = epicAllaria(position('cross'));
    s = answers(s, count(2), plainSlot(0), plainSlot(1));
    expect(s.regions.cross.power).toBe(0);
    expect(s.regions.allar.power).toBe(2);
  });

  it('EV-EGEN-4, Q-EGEN-1: nothing is harvested where the General stands without controlling it', () => {
    const s = epicAllaria(position('moon'));
    expect(s.pending?.kind).not.toBe('harvest');
    expect(s.regions.moon.power).toBe(2);
    expect(s.regions.allar.power).toBe(2);
    expect(s.regions.cross.power).toBe(2);
    expect(seat(s, 'allaria').epic!.slots.every((t) => t === null)).toBe(true);
  });

  it('EV-EGEN-4: a Region card’s Harvest in a region without the General takes nothing, there or where he is', () => {
    let s = epicAllaria({
      ...position('cross'),
      stack: [{ seat: 'allaria', card: 'region:allar' }],
    });
    // The Heartland card: Deploy (not where the General is: nothing), Fortify (not restricted,
    // EV-EGEN-2…4 name only Assault, Deploy and Harvest; declined), Harvest (nothing).
    expectOptions(s, [region('allar'), done]);
    s = answer(s, done);
    expect(s.phase).toBe('planning');
    expect(logOf(s, 'harvested')).toEqual([]);
    expect(s.regions.allar.power).toBe(2);
    expect(s.regions.cross.power).toBe(2);
  });
});

describe('EV-EGEN-5, EV-EGEN-6: Epic Generals control regions and gain Region cards as usual', () => {
  // Allaria's Units hold Vaala Crossing; the General stands alone in the Red Moon Steppe.
  const position = (): Scenario => ({
    regions: { cross: { units: { allaria: 2 } } },
    seats: { allaria: { location: 'moon', hand: ['move-deploy'] } },
    stack: [{ event: 'vaala-bloom-1' }],
    eventDeck: ['vaala-bloom-2', 'vaala-bloom-3'],
  });

  it('EV-EGEN-5: the Units of an Epic General control their region; his miniature alone does not (RB-7)', () => {
    const s = epicAllaria({ ...position(), stack: undefined });
    expect(view(s, 'table').statuses.cross).toEqual({ kind: 'controlled', by: 'allaria' });
    expect(view(s, 'table').statuses.moon).toEqual({ kind: 'uncontrolled' });
  });

  it('EV-EGEN-5: an Epic General’s Units block another General’s Deploy there', () => {
    const s = epicGame(['allaria'], {
      regions: { cross: { units: { allaria: 2 } }, crown: { units: { tyveria: 1 } } },
      seats: { tyveria: { location: 'cross' } },
      stack: [{ seat: 'tyveria', card: 'move-deploy' }],
    });
    // Tyveria skips its Move: its Deploy goes to Crownspire only, not to Allaria's Crossing.
    expectOptions(answer(s, done), [region('crown'), done]);
  });

  it('EV-EGEN-6: at Clean-up the Epic General is dealt the Region card of the region his Units control', () => {
    const s = epicAllaria(position());
    expect(s.round).toBe(2);
    const regionCards = seat(s, 'allaria').hand.filter((c) => c.startsWith('region:'));
    expect(regionCards).toEqual(['region:cross']);
  });

  it('EV-EGEN-6, Q-EGEN-5: a Region card he plays resolves its Glyphs as usual where his General is', () => {
    let s = epicAllaria({
      regions: { cross: { units: { allaria: 2 }, power: 3 } },
      seats: { allaria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    // Vaala Crossing touches Mount Kadmos: Upgrade (no Power: skipped), Deploy, Harvest.
    expectOptions(s, [region('cross'), done]);
    s = answers(s, region('cross'), region('cross'));
    expect(units(s, 'cross', 'allaria')).toBe(4);
    expectOptions(s, [count(2), count(1), count(0)]);
    s = answers(s, count(2), plainSlot(0), plainSlot(1));
    expect(s.regions.cross.power).toBe(1);
  });
});

describe('EV-EGEN-7: Maximum Force tokens raise the Units-per-region limit', () => {
  const position = (tokens: number): Scenario => ({
    regions: { allar: { units: { allaria: 6 } } },
    seats: {
      allaria: {
        slots: filled(
          'general',
          ...Array.from({ length: tokens }, (_, i): ['max-force', number, 'unspent'] => [
            'max-force',
            i,
            'unspent',
          ]),
        ),
      },
    },
    stack: [{ seat: 'allaria', card: 'deploy-assault' }],
  });

  it('EV-EGEN-7, Q-EGEN-3: with both Maximum Force slots filled, 8 Units may stand in one region', () => {
    let s = epicAllaria(position(2));
    expectOptions(s, [region('allar'), done]);
    s = answers(s, region('allar'), region('allar'));
    expect(units(s, 'allar', 'allaria')).toBe(8);
  });

  it('EV-EGEN-7, Q-EGEN-3: one Maximum Force token allows 7, so the second Unit of the Deploy has no room', () => {
    let s = epicAllaria(position(1));
    s = answer(s, region('allar'));
    expect(units(s, 'allar', 'allaria')).toBe(7);
    expect(s.pending?.kind).not.toBe('deploy');
  });

  it('EV-EGEN-7: without a Maximum Force token the usual limit of 6 holds', () => {
    const s = epicAllaria(position(0));
    expect(s.pending?.kind).not.toBe('deploy');
    expect(units(s, 'allar', 'allaria')).toBe(6);
  });

  it('EV-EGEN-7, Q-SLOT-3, RB-19a: a Maximum Force token stolen lowers the limit at once: the 7th Unit returns to the supply', () => {
    // A 7th Unit marches into the Heartland and Elyse walks on alone to the Red Moon Steppe, where
    // Fulgen's critical hit injures her (RB-18a, RB-33).
    let s = epicAllaria({
      regions: { allar: { units: { allaria: 6 } }, cross: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'cross', slots: filled('general', ['max-force', 0, 'unspent']) },
        fulgen: { location: 'moon' },
      },
      stack: [
        { seat: 'allaria', card: 'move-deploy' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
      dice: ['X', '0', '0', '0', '0'],
    });
    s = answers(
      s,
      { kind: 'step', piece: 'unit', from: 'cross', to: 'allar' },
      { kind: 'step', piece: 'general', from: 'cross', to: 'moon' },
      done,
      done,
    );
    expect(units(s, 'allar', 'allaria')).toBe(7);
    const supply = s.supply.units.allaria!;
    // Her one token is the only one she can give up, so it goes without a question.
    s = answer(s, target('moon', force('allaria', 'moon')));
    expect(logOf(s, 'token-stolen')).toHaveLength(1);
    expect(seat(s, 'allaria').epic!.slots.every((t) => t === null)).toBe(true);
    expect(units(s, 'allar', 'allaria')).toBe(6);
    expect(s.supply.units.allaria).toBe(supply + 1);
    expect(logOf(s, 'units-over-limit').map(factsOf)).toEqual([{ region: 'allar', count: 1 }]);
  });

  it('EV-EGEN-7: the raised limit holds for a Move too (a 7th Unit may march in)', () => {
    let s = epicAllaria({
      regions: { allar: { units: { allaria: 6 } }, cross: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'cross', slots: filled('general', ['max-force', 0, 'spent']) },
      },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answer(s, { kind: 'step', piece: 'unit', from: 'cross', to: 'allar' });
    expect(units(s, 'allar', 'allaria')).toBe(7);
  });
});

describe('EV-EGEN-8, EV-EGEN-9: the Assault slot', () => {
  // Allaria: the General and 3 Units in the Heartland; 1 neutral Unit in Crownspire.
  const position = (slots: Record<string, 'spent' | 'unspent'>): Scenario => ({
    regions: { allar: { units: { allaria: 3 } }, crown: { units: { neutral: 1 } } },
    seats: { allaria: { location: 'allar', slots } },
    stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
    dice: ['0', '0', '0', '0', '0', '0'],
  });

  it.each([['unspent'], ['spent']] as const)(
    'EV-EGEN-8, Q-SLOT-1: a token on the Assault slot (%s side up) adds 1 die to the General’s own Assault',
    (side) => {
      let s = epicAllaria(position(filled('general', ['assault', 0, side])));
      s = answer(s, target('allar', force('neutral', 'crown')));
      expect(firstRoll(s, 'attacker')).toEqual({
        dice: 5,
        cv: 5,
        parts: ['Units +3', 'General +1', 'Assault slot +1'],
      });
    },
  );

  it('EV-EGEN-8: without a token on the Assault slot the same Assault rolls 4 dice', () => {
    let s = epicAllaria(position(filled('general', ['vaala', 0, 'unspent'])));
    s = answer(s, target('allar', force('neutral', 'crown')));
    expect(firstRoll(s, 'attacker')).toEqual({
      dice: 4,
      cv: 4,
      parts: ['Units +3', 'General +1'],
    });
  });

  it('EV-EGEN-9: no bonus when another player attacks the General’s force (he defends)', () => {
    let s = epicGame(['allaria'], {
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 } } },
      seats: {
        allaria: { location: 'allar', slots: filled('general', ['assault', 0, 'unspent']) },
        tyveria: { location: 'ashen' },
      },
      stack: [{ seat: 'tyveria', card: 'assault-vaala-deploy' }],
      dice: ['0', '0', '0', '0', '0', '0'],
    });
    s = answer(s, target('cross', force('allaria', 'allar')));
    if (s.pending?.kind === 'defend') s = answer(s, { kind: 'counterattack' });
    expect(firstRoll(s, 'defender')).toEqual({
      dice: 4,
      cv: 4,
      parts: ['Units +3', 'General +1'],
    });
  });

  it('EV-EGEN-9: no bonus when a Saga makes his force attack (not his Assault Glyph)', () => {
    const s = epicAllaria({
      ...position(filled('general', ['assault', 0, 'unspent'])),
      stack: undefined,
    });
    s.frames.push(sagaAttack(force('allaria', 'allar'), 'EV-ASSAULT'));
    resolve(s);
    expect(logOf(s, 'combat-started')[0]).toMatchObject({
      attacker: { kind: 'force', side: 'allaria', region: 'allar' },
      defender: { kind: 'force', side: 'neutral', region: 'crown' },
    });
    expect(firstRoll(s, 'attacker')).toEqual({
      dice: 4,
      cv: 4,
      parts: ['Units +3', 'General +1'],
    });
  });
});

describe('EV-EGEN-10: Vaala slots lower the cost of the Epic General’s Vaala cards', () => {
  const play = (card: 'firestorm' | 'rally' | 'muster'): Choice => ({ kind: 'vaala', card });
  // A Vaala Glyph first: Harvest·Vaala·Fortify with no Power to harvest.
  const position = (
    slots: Record<string, 'spent' | 'unspent'>,
    vaalaHand: ('firestorm' | 'rally' | 'muster')[],
  ): Scenario => ({
    regions: { allar: { units: { allaria: 2 } }, crown: { units: { neutral: 2 } } },
    seats: { allaria: { location: 'allar', slots, vaalaHand } },
    stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
  });
  const lastCost = (s: GameState) => logOf(s, 'vaala-played').at(-1)!.cost;

  it('EV-EGEN-10, Q-EDRAGON-5: one Vaala token takes 1 off Firestorm (2): one token flips', () => {
    let s = epicAllaria(
      position(filled('general', ['vaala', 0, 'unspent'], ['plain', 0, 'unspent']), ['firestorm']),
    );
    s = answer(s, play('firestorm'));
    expect(lastCost(s)).toBe(1);
    // Q-SLOT-4: the owner picks which unspent token pays.
    expectOptions(s, [
      slotChoice(slotOf('general', 'vaala', 0)),
      slotChoice(slotOf('general', 'plain', 0)),
    ]);
    s = answer(s, plainSlot(0));
    expect(seat(s, 'allaria').epic!.slots[slotOf('general', 'plain', 0)]).toBe('spent');
    expect(seat(s, 'allaria').epic!.slots[slotOf('general', 'vaala', 0)]).toBe('unspent');
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 1 });
  });

  it('EV-EGEN-10, Q-SLOT-1: two Vaala tokens, both spent, make Firestorm free: playable with no unspent Power', () => {
    let s = epicAllaria(
      position(filled('general', ['vaala', 0, 'spent'], ['vaala', 1, 'spent']), ['firestorm']),
    );
    s = answer(s, play('firestorm'));
    expect(lastCost(s)).toBe(0);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
    // The card takes effect: its 2 hits fall on the only target, the neutral force next door.
    expect(units(s, 'crown', 'neutral')).toBe(0);
  });

  it('EV-EGEN-10: without Vaala tokens Firestorm is not playable with no unspent Power', () => {
    const s = epicAllaria(
      position(filled('general', ...plain('general', 2, 'spent')), ['firestorm']),
    );
    expect(s.pending?.options.some((o) => o.kind === 'vaala')).toBe(false);
  });

  it('EV-EGEN-10, Q-EDRAGON-5: Muster (3) with two Vaala tokens costs 1', () => {
    let s = epicAllaria(
      position(filled('general', ['vaala', 0, 'unspent'], ['vaala', 1, 'unspent']), ['muster']),
    );
    s = answer(s, play('muster'));
    expect(lastCost(s)).toBe(1);
  });

  it('EV-EGEN-10: a cost pushed below 0 counts as 0 — Rally (0) with two Vaala tokens unspends nothing', () => {
    let s = epicAllaria(
      position(filled('general', ['vaala', 0, 'spent'], ['vaala', 1, 'spent']), ['rally']),
    );
    s = answer(s, play('rally'));
    expect(lastCost(s)).toBe(0);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
    expect(units(s, 'allar', 'allaria')).toBe(3);
  });
});

describe('EV-EGEN-11: the Harvest slot takes a Denizen from the lineup', () => {
  const position = (slots: Record<string, 'spent' | 'unspent'>): Scenario => ({
    regions: { allar: { units: { allaria: 2 }, power: 1 }, cross: { units: { allaria: 1 } } },
    seats: { allaria: { location: 'allar', slots } },
    lineup: ['allar-knight', 'moon-rider', null, 'cross-sage', null, null],
    stack: [{ seat: 'allaria', card: 'harvest-move' }],
  });
  const harvestSlot = filled('general', ['harvest', 0, 'unspent']);
  const denizen = (d: 'allar-knight' | 'moon-rider' | 'cross-sage'): Choice => ({
    kind: 'denizen',
    denizen: d,
  });

  it('EV-EGEN-11, Q-EGEN-4: after the Harvest, one Denizen of his choice comes from the lineup for free', () => {
    let s = epicAllaria(position(harvestSlot));
    s = answers(s, count(1), plainSlot(0));
    expect(s.pending?.rule).toBe('EV-EGEN-11');
    expectOptions(s, [denizen('allar-knight'), denizen('moon-rider'), denizen('cross-sage'), done]);
    s = answer(s, denizen('moon-rider'));
    expect(seat(s, 'allaria').denizens).toEqual(['moon-rider']);
    expect(s.lineup).toEqual(['allar-knight', null, null, 'cross-sage', null, null]);
    // Free: both tokens stay unspent; and only one Denizen per Harvest.
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 0 });
    expect(s.pending?.kind).toBe('move');
  });

  it('EV-EGEN-11: the Denizen is optional', () => {
    let s = epicAllaria(position(harvestSlot));
    s = answers(s, count(1), plainSlot(0), done);
    expect(seat(s, 'allaria').denizens).toEqual([]);
    expect(s.lineup.filter((d) => d !== null)).toHaveLength(3);
  });

  it('EV-EGEN-11: without a token on the Harvest slot no Denizen is offered', () => {
    let s = epicAllaria(position(filled('general', ['deploy', 0, 'unspent'])));
    s = answers(s, count(1), plainSlot(0));
    expect(s.pending?.kind).toBe('move');
    expect(seat(s, 'allaria').denizens).toEqual([]);
  });

  it('EV-EGEN-11, EV-SLOT-2: the harvested token is laid first; laid on the Harvest slot, it gives this very Harvest its Denizen', () => {
    let s = epicAllaria(position({}));
    s = answer(s, count(1));
    expect(s.pending?.kind).toBe('place-token');
    s = answer(s, slotChoice(slotOf('general', 'harvest')));
    expect(s.pending?.rule).toBe('EV-EGEN-11');
    s = answer(s, denizen('allar-knight'));
    expect(seat(s, 'allaria').denizens).toEqual(['allar-knight']);
  });

  it('EV-EGEN-11, EV-EGEN-4: a Region card’s Harvest in a region without the General gives no Denizen', () => {
    // The Crossing card (Upgrade, Deploy, Harvest) while the General stands in the Heartland; the
    // spent token leaves nothing for the Upgrade to pay with.
    const s = epicAllaria({
      ...position(filled('general', ['harvest', 0, 'spent'])),
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    // The card resolves without a question and the round goes on to the next Planning.
    expect(s.phase).toBe('planning');
    expect(seat(s, 'allaria').denizens).toEqual([]);
    expect(logOf(s, 'denizen-harvested')).toEqual([]);
  });

  it('EV-EGEN-11: the Harvest Glyph where he stands gives the Denizen even when no token is there to take', () => {
    let s = epicAllaria({
      ...position(filled('general', ['harvest', 0, 'spent'])),
      regions: { allar: { units: { allaria: 2 } } },
    });
    expect(s.pending?.rule).toBe('EV-EGEN-11');
    s = answer(s, denizen('cross-sage'));
    expect(seat(s, 'allaria').denizens).toEqual(['cross-sage']);
  });
});

describe('EV-EGEN-12: Deploy slots place more Units', () => {
  const deployed = (tokens: number): GameState => {
    const slots = filled(
      'general',
      ...Array.from({ length: tokens }, (_, i): ['deploy', number, 'unspent'] => [
        'deploy',
        i,
        'unspent',
      ]),
    );
    let s = epicAllaria({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'allar', slots } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    while (s.pending?.kind === 'deploy') s = answer(s, region('allar'));
    return s;
  };

  it.each([
    [0, 2],
    [1, 3],
    [2, 4],
  ])(
    'EV-EGEN-12, Q-EGEN-3: with %i Deploy tokens the Deploy Glyph places %i Units',
    (tokens, n) => {
      const s = deployed(tokens);
      expect(units(s, 'allar', 'allaria')).toBe(1 + n);
      expect(logOf(s, 'deployed')).toHaveLength(n);
    },
  );
});

describe('EV-EPIC-SETUP-16, EV-CHAR-7: Epic Aellas plays Allaria or Tyveria', () => {
  const table = (aellas: SeatSetup): SeatSetup[] =>
    HUMAN_TABLE.map((p) => (p.faction === aellas.faction ? aellas : p));
  const start = (aellas: SeatSetup) =>
    createGame({ seed: 3, seats: table(aellas), initiative: 'allaria' });

  it.each([['allaria'], ['tyveria']] as const)(
    'EV-EPIC-SETUP-16, EV-CHAR-7: Epic Aellas may take the %s seat, as an Epic General with its Action cards and home',
    (faction) => {
      const r = start({ faction, character: 'aellas', controller: 'human', epic: true });
      if (!r.ok) throw new Error(r.error);
      const aellas = seat(r.state, faction);
      expect(aellas.character).toBe('aellas');
      expect(aellas.role).toBe('general');
      expect(aellas.epic!.slots).toHaveLength(16);
      expect(aellas.location).toBe(faction === 'allaria' ? 'allar' : 'blood');
      // EV-EPIC-SETUP-14, Q-EPIC-3: the faction's General Action cards, the General Vaala deck.
      expect(aellas.hand).toEqual(expect.arrayContaining(['move-assault', 'deploy-assault']));
      expect(
        aellas.vaalaHand.every((c) =>
          ['rally', 'forced-march', 'battle-hymn', 'firestorm', 'muster'].includes(c),
        ),
      ).toBe(true);
      // The Ally token is in the game, held by no one yet (EV-CHAR-9).
      expect(r.state.ally).toEqual({ holder: null });
    },
  );

  it('EV-EPIC-SETUP-16: Aellas on a General seat without going Epic is refused', () => {
    const r = start({ faction: 'allaria', character: 'aellas', controller: 'human' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('EV-EPIC-SETUP-16');
  });

  it('EV-EPIC-SETUP-16: Epic Aellas cannot play the Nahuac', () => {
    const r = createGame({
      seed: 3,
      seats: HUMAN_TABLE.map((p) =>
        p.faction === 'tyveria'
          ? { faction: 'nahuac', character: 'aellas', controller: 'human', epic: true }
          : p,
      ),
      initiative: 'allaria',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('Aellas cannot be played Epic as Nahuac');
  });

  it('EV-CHAR-7: Epic Aellas’s Assault resolves only where he stands, like any Epic General', () => {
    const r = createGame({
      seed: 1,
      seats: table({ faction: 'tyveria', character: 'aellas', controller: 'human', epic: true }),
      initiative: 'tyveria',
      scenario: {
        regions: {
          blood: { units: { tyveria: 2 } },
          hollow: { units: { tyveria: 2 } },
          moon: { units: { neutral: 1 } },
          cross: { units: { neutral: 1 } },
        },
        seats: {
          allaria: { location: 'ysval' },
          fulgen: { location: 'ysval' },
          skarn: { location: 'ysval' },
        },
        lineup: [],
        stack: [{ seat: 'tyveria', card: 'assault-vaala-deploy' }],
      },
    });
    if (!r.ok) throw new Error(r.error);
    // From the Blood Marches (where Aellas stands) to the Steppe; not from Hollowdepths to the Crossing.
    expectOptions(r.state, [target('blood', force('neutral', 'moon')), done]);
  });
});
