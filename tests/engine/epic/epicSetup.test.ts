import { describe, expect, it } from 'vitest';
import { createGame, type GameSetup, type SeatSetup } from '../../../src/engine';
import { EPIC_BOARDS, EPIC_CARDS } from '../../../src/engine/content/epic';
import { CHARACTERS } from '../../../src/engine/content/factions';
import {
  DRAGON_ACTION_CARDS,
  GENERAL_ACTION_CARDS,
  GENERAL_VAALA,
} from '../../../src/engine/content/ids';
import { abilityOf } from '../../../src/engine/epic/ability';
import { woundCapacity } from '../../../src/engine/epic/dragonBoard';
import { combatValue } from '../../../src/engine/combatValue';
import { view } from '../../../src/engine/queries/view';
import { answer, count, done, occupied, seat, slotChoice, units } from '../play';
import { slotOf } from '../positions';
import { FACELESS_TABLE, HUMAN_TABLE, epicTable } from '../../tables';

/** EV-EPIC-SETUP: who may go Epic and what an Epic character starts with. */

const start = (seats: SeatSetup[], extra: Partial<GameSetup> = {}) =>
  createGame({ seed: 3, seats, initiative: 'allaria', ...extra });

function started(seats: SeatSetup[], extra: Partial<GameSetup> = {}) {
  const result = start(seats, extra);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const refusal = (seats: SeatSetup[], extra: Partial<GameSetup> = {}) => {
  const result = start(seats, extra);
  return result.ok ? null : result.error;
};

describe('EV-EPIC-SETUP Epic characters setup', () => {
  it('EV-EPIC-SETUP-1: every seat of a 4-player table can take an Epic board, Dragons on the Dragon side and Generals on the General side', () => {
    const s = started(epicTable('allaria', 'fulgen', 'tyveria', 'skarn'));
    for (const id of ['allaria', 'tyveria'] as const)
      expect(seat(s, id).epic!.slots).toHaveLength(EPIC_BOARDS.general.slots.length);
    for (const id of ['fulgen', 'skarn'] as const)
      expect(seat(s, id).epic!.slots).toHaveLength(EPIC_BOARDS.dragon.slots.length);
  });

  it('EV-EPIC-SETUP-2: each offered character has one Epic Character card, marked house (the printed 15 are not available)', () => {
    const offered = Object.keys(CHARACTERS).sort();
    expect(Object.keys(EPIC_CARDS).sort()).toEqual(offered);
    for (const card of Object.values(EPIC_CARDS)) expect(card!.house).toBe(true);
  });

  it('EV-EPIC-SETUP-3: Epic cards exist for the base characters and for the expansion alternates', () => {
    for (const character of [
      'elyse',
      'adrael',
      'fulgen-elder',
      'skarn-wyrm',
      'reganna',
      'itza',
      'aellas',
    ] as const)
      expect(EPIC_CARDS[character]?.character).toBe(character);
  });

  it('EV-EPIC-SETUP-4: any number of human seats may go Epic; the others keep standard boards', () => {
    const s = started(epicTable('tyveria', 'skarn'));
    expect(s.seats.map((x) => [x.id, x.epic !== null])).toEqual([
      ['allaria', false],
      ['fulgen', false],
      ['tyveria', true],
      ['skarn', true],
    ]);
  });

  it('EV-EPIC-SETUP-5: a Faceless seat cannot be played Epic', () => {
    const seats = FACELESS_TABLE.map((x) => (x.faction === 'fulgen' ? { ...x, epic: true } : x));
    expect(refusal(seats)).toMatch(/cannot be played Epic by a Faceless seat \(EV-EPIC-SETUP-5\)/);
  });

  it('EV-EPIC-SETUP-6: a solo player may play an Epic character', () => {
    const seats = FACELESS_TABLE.map((x) =>
      x.faction === 'allaria' ? { ...x, controller: 'human' as const, epic: true } : x,
    );
    const s = started(seats, { soloMode: 'standard' });
    expect(seat(s, 'allaria').epic).not.toBeNull();
  });

  it('EV-EPIC-SETUP-7: an Epic character has no regular Power track: a gained token goes onto its Epic board', () => {
    let s = started(epicTable('fulgen'), {
      scenario: {
        regions: { crown: { power: 1 } },
        stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
        lineup: [],
      },
    });
    s = answer(s, done); // no Fly
    s = answer(s, count(1));
    expect(s.pending?.kind).toBe('place-token');
    s = answer(s, slotChoice(slotOf('dragon', 'plain')));
    expect(occupied(s, 'fulgen')).toEqual({ [slotOf('dragon', 'plain')]: 'unspent' });
  });

  it('EV-EPIC-SETUP-8: the faction whose board and card went back to the box cannot be seated again, even by another character', () => {
    const seats: SeatSetup[] = [
      { faction: 'allaria', character: 'aellas', controller: 'human', epic: true },
      { faction: 'fulgen', controller: 'human' },
      { faction: 'allaria', character: 'elyse', controller: 'faceless' },
      { faction: 'skarn', controller: 'human' },
    ];
    expect(refusal(seats)).toMatch(/each faction can be seated only once/);
  });

  it('EV-EPIC-SETUP-9: the board side matches the character type', () => {
    const s = started(epicTable('allaria', 'fulgen'));
    expect(seat(s, 'allaria').epic!.slots.length).toBe(16);
    expect(seat(s, 'fulgen').epic!.slots.length).toBe(20);
  });

  it('EV-EPIC-SETUP-10: the Epic Character card starts on its non-Dragonbonded side', () => {
    const s = started(epicTable('allaria', 'fulgen'));
    expect(abilityOf(s, seat(s, 'allaria')).name).toBe(EPIC_CARDS.elyse!.ability.name);
    expect(abilityOf(s, seat(s, 'fulgen')).name).toBe(EPIC_CARDS['fulgen-elder']!.ability.name);
    // The side every board shows (the view's seat facts); a standard character has none.
    const facts = view(s, 'table').seatFacts;
    expect(facts.allaria!.ability).toBe(EPIC_CARDS.elyse!.ability);
    expect(facts.tyveria!.ability).toBeNull();
  });

  it('EV-EPIC-SETUP-11: an Epic Dragon starts with the blocker over the 3 leftmost wound spaces (CV 3 from the 4th space, 3 wounds to the skull)', () => {
    const s = started(epicTable('fulgen'));
    const fulgen = seat(s, 'fulgen');
    expect(woundCapacity(s.content, fulgen)).toBe(3);
    expect(combatValue(s, { kind: 'dragon', seat: 'fulgen' }, { attacking: true, bonus: 0 })).toBe(
      3,
    );
    // The standard Dragon keeps all six spaces and starts at CV 5.
    expect(woundCapacity(s.content, seat(s, 'skarn'))).toBe(6);
  });

  it('EV-EPIC-SETUP-12: the rest of the setup is the usual one, starting region included', () => {
    const epic = started(epicTable('allaria', 'fulgen'));
    const standard = started(HUMAN_TABLE);
    expect(seat(epic, 'allaria').location).toBe('allar');
    expect(units(epic, 'allar', 'allaria')).toBe(3);
    expect(epic.regions.allar.city).toBe(true);
    expect(seat(epic, 'fulgen').location).toBe('crown');
    expect(epic.regions).toEqual(standard.regions);
  });

  it('EV-EPIC-SETUP-13: an Epic character plays with its usual Vaala cards', () => {
    const s = started(epicTable('allaria'));
    const elyse = seat(s, 'allaria');
    expect([...elyse.vaalaHand, ...elyse.vaalaDeck].sort()).toEqual([...GENERAL_VAALA].sort());
  });

  it("EV-EPIC-SETUP-14: an Epic character plays with its faction's Action cards", () => {
    const s = started(epicTable('tyveria', 'skarn'));
    expect(seat(s, 'tyveria').hand).toEqual([...GENERAL_ACTION_CARDS, 'region:blood']);
    expect(seat(s, 'skarn').hand).toEqual([...DRAGON_ACTION_CARDS]);
  });

  it("EV-EPIC-SETUP-15: the Epic card's faction icons say whose Action cards it plays: Epic Aellas on Tyveria gets Tyveria's", () => {
    expect(EPIC_CARDS.aellas!.factions).toEqual(['allaria', 'tyveria']);
    const seats = epicTable().map((x) =>
      x.faction === 'tyveria' ? { ...x, character: 'aellas' as const, epic: true } : x,
    );
    const s = started(seats);
    expect(seat(s, 'tyveria').hand).toEqual([...GENERAL_ACTION_CARDS, 'region:blood']);
    expect(seat(s, 'tyveria').location).toBe('blood');
  });
});
