import { describe, expect, it } from 'vitest';
import type {
  Choice,
  DieFace,
  GameState,
  RegionId,
  Scenario,
  TokenSide,
} from '../../../src/engine';
import { EPIC_BOARDS, type SlotKind } from '../../../src/engine/content/epic';
import { combatValue } from '../../../src/engine/combatValue';
import { view } from '../../../src/engine/queries/view';
import { currentSpace, woundCapacity } from '../../../src/engine/epic/dragonBoard';
import { collectFromRegion, gainFromSupply, stealToken } from '../../../src/engine/power';
import {
  answer,
  answers,
  count,
  done,
  expectOptions,
  logOf,
  occupied,
  seat,
  slotChoice,
} from '../play';
import { epicGame, filled, plain, slotOf, zeros } from '../positions';

/** EV-SLOT (Power token slots) and EV-EDRAGON (the Epic Dragon board), on an Epic Fulgen. */

type Token = [SlotKind, number, TokenSide];
const slot = (kind: SlotKind, nth = 0) => slotOf('dragon', kind, nth);
const pass: Choice = { kind: 'pass' };

/** Epic Fulgen at `where` with the given tokens and wounds. */
function fulgen(
  where: RegionId,
  tokens: Token[],
  extra: Omit<Scenario, 'seats'> & { wounds?: number; skarnAt?: RegionId } = {},
): GameState {
  const { wounds, skarnAt, ...sc } = extra;
  return epicGame(['fulgen'], {
    ...sc,
    seats: {
      fulgen: { location: where, slots: filled('dragon', ...tokens), wounds },
      ...(skarnAt ? { skarn: { location: skarnAt } } : {}),
    },
  });
}

const dragonCv = (s: GameState) =>
  combatValue(s, { kind: 'dragon', seat: 'fulgen' }, { attacking: true, bonus: 0 });

/** Fulgen's Fly·Harvest card with no Fly: the Harvest decision comes next. */
const HARVEST: Scenario['stack'] = [{ seat: 'fulgen', card: 'fly-harvest' }];
/** Skarn's Wrath·Hoard against Fulgen in the same region; Skarn rolls `dice` (CV 5). */
function skarnWraths(s: GameState, where: RegionId): GameState {
  return answer(s, { kind: 'target', from: where, target: { kind: 'dragon', seat: 'fulgen' } });
}
const skarnDice = (...faces: DieFace[]): DieFace[] => [...faces, ...zeros(5 - faces.length)];

describe('EV-SLOT Power token slots', () => {
  it('EV-SLOT-1: the Epic board keeps its Power in slots; the seat’s Power is the tokens lying there', () => {
    const s = fulgen('tyvh', [
      ['health', 0, 'unspent'],
      ['plain', 0, 'spent'],
    ]);
    expect(occupied(s, 'fulgen')).toEqual({
      [slot('health')]: 'unspent',
      [slot('plain')]: 'spent',
    });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 1 });
  });

  it('EV-SLOT-2: each harvested token waits for its owner to choose a free slot, one decision per token', () => {
    // Bonded to Allaria in a region she controls, Fulgen's Harvest takes 1 + 1 (RB-26, §10).
    let s = epicGame(['fulgen'], {
      regions: { tyvh: { power: 2, units: { allaria: 1 } } },
      seats: { fulgen: { location: 'tyvh', bondedTo: 'allaria' } },
      stack: HARVEST,
    });
    s = answers(s, done, count(2));
    expect(s.pending?.kind).toBe('place-token');
    s = answer(s, slotChoice(slot('hoard')));
    expect(s.pending?.kind).toBe('place-token');
    s = answer(s, slotChoice(slot('vaala')));
    expect(occupied(s, 'fulgen')).toEqual({
      [slot('hoard')]: 'unspent',
      [slot('vaala')]: 'unspent',
    });
    expect(s.regions.tyvh.power).toBe(0);
  });

  it('EV-SLOT-2: a token stolen by an Epic Dragon is placed on a slot of the thief’s board too', () => {
    // Epic Fulgen wraths Skarn (standard, 5 wounds of 6) and fills its track: Skarn is injured.
    let s = epicGame(['fulgen'], {
      seats: {
        fulgen: { location: 'moon' },
        skarn: { location: 'moon', wounds: 5, power: { spent: 1 } },
      },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: ['X', '0', '0', '0'],
    });
    s = answer(s, { kind: 'target', from: 'moon', target: { kind: 'dragon', seat: 'skarn' } });
    expect(s.pending?.kind).toBe('place-token');
    s = answer(s, slotChoice(slot('essence')));
    expect(occupied(s, 'fulgen')).toEqual({ [slot('essence')]: 'spent' });
  });

  it('EV-SLOT-3: a slot holds one token: a filled slot is never offered', () => {
    let s = fulgen('tyvh', [['hoard', 0, 'unspent']], {
      regions: { tyvh: { power: 1 } },
      stack: HARVEST,
    });
    s = answers(s, done, count(1));
    const offered = s.pending!.options.map((o) => (o.kind === 'slot' ? o.slot : -1));
    expect(offered).not.toContain(slot('hoard'));
    expect(offered).toContain(slot('health'));
  });

  it('EV-SLOT-3, Q-SLOT-2: with every slot full, no token is gained: it stays in the region or the supply', () => {
    // A full board has long since won, so the position is built and the gain rules called directly.
    const s = fulgen('tyvh', [], { regions: { tyvh: { power: 2 } } });
    const full = structuredClone(s);
    full.seats.find((x) => x.id === 'fulgen')!.epic!.slots = EPIC_BOARDS.dragon.slots.map(
      () => 'spent',
    );
    full.seats.find((x) => x.id === 'fulgen')!.power = { unspent: 0, spent: 20 };
    const supply = full.supply.power;
    expect(collectFromRegion(full, 'fulgen', 'tyvh', 2)).toBe(0);
    expect(gainFromSupply(full, 'fulgen', 1)).toBe(0);
    expect(full.regions.tyvh.power).toBe(2);
    expect(full.supply.power).toBe(supply);
    expect(seat(full, 'fulgen').epic!.unplaced).toEqual([]);
  });

  it('RB-33, Q-SLOT-2: a token stolen by a full Epic board stays with its victim', () => {
    // As above, the full board is built and the theft rule called directly.
    const s = fulgen('tyvh', []);
    s.seats.find((x) => x.id === 'fulgen')!.epic!.slots = EPIC_BOARDS.dragon.slots.map(
      () => 'spent',
    );
    s.seats.find((x) => x.id === 'fulgen')!.power = { unspent: 0, spent: 20 };
    s.seats.find((x) => x.id === 'allaria')!.power = { unspent: 2, spent: 1 };
    expect(stealToken(s, 'allaria', 'fulgen', 'unspent')).toBe(false);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 1 });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 20 });
    // With a slot free the same theft moves the token, on its side (EV-SLOT-7).
    seat(s, 'fulgen').epic!.slots[slot('hoard')] = null;
    expect(stealToken(s, 'allaria', 'fulgen', 'spent')).toBe(true);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 2, spent: 0 });
    expect(seat(s, 'fulgen').power.spent).toBe(21);
  });

  it('EV-SLOT-4: paying Power flips a token where it lies; it never changes slot', () => {
    let s = epicGame(['fulgen'], {
      regions: { tyvh: { units: { neutral: 1 } } },
      seats: {
        fulgen: {
          location: 'tyvh',
          slots: filled('dragon', ['health', 0, 'unspent'], ['hoard', 0, 'unspent']),
          vaalaHand: ['tailwind'],
        },
      },
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    s = answer(s, { kind: 'vaala', card: 'tailwind' });
    // Q-SLOT-4: the owner picks which token pays.
    expectOptions(s, [slotChoice(slot('health')), slotChoice(slot('hoard'))]);
    s = answer(s, slotChoice(slot('hoard')));
    expect(occupied(s, 'fulgen')).toEqual({
      [slot('health')]: 'unspent',
      [slot('hoard')]: 'spent',
    });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 1 });
  });

  describe('a token stolen after an injury', () => {
    /** Epic Fulgen (capacity 4 with a Health token) takes 4 critical hits from Skarn's Wrath. */
    const injured = (tokens: Token[]) =>
      skarnWraths(
        fulgen('moon', [['health', 0, 'unspent'], ...tokens], {
          skarnAt: 'moon',
          stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
          dice: skarnDice('2X', '2X'),
        }),
        'moon',
      );

    it('EV-SLOT-5: the stolen token leaves its slot (the only way a placed token moves)', () => {
      let s = injured([['plain', 0, 'spent']]);
      s = answer(s, slotChoice(slot('plain')));
      expect(occupied(s, 'fulgen')).toEqual({ [slot('health')]: 'unspent' });
      expect(seat(s, 'skarn').power).toEqual({ unspent: 0, spent: 1 });
    });

    it('EV-SLOT-6: the injured player chooses which token: every kind of occupied slot is offered', () => {
      const s = injured([
        ['plain', 0, 'spent'],
        ['plain', 1, 'spent'],
        ['vaala', 0, 'unspent'],
      ]);
      expect(s.pending?.kind).toBe('give-token');
      expect(s.pending?.seat).toBe('fulgen');
      // The two spent plain tokens are the same choice; each other slot is its own.
      expectOptions(s, [
        slotChoice(slot('health')),
        slotChoice(slot('plain')),
        slotChoice(slot('vaala')),
      ]);
    });

    it('EV-SLOT-7: a stolen spent token stays spent, an unspent one unspent', () => {
      const spent = answer(injured([['plain', 0, 'spent']]), slotChoice(slot('plain')));
      expect(seat(spent, 'skarn').power).toEqual({ unspent: 0, spent: 1 });
      const unspent = answer(injured([['plain', 0, 'spent']]), slotChoice(slot('health')));
      expect(seat(unspent, 'skarn').power).toEqual({ unspent: 1, spent: 0 });
    });
  });

  it('EV-SLOT-8: slot effects stack with Sagas: a Vaala slot and the Weavers both lower Dragonfire (2) to 0', () => {
    const play = (sagas: Scenario['sagas']) => {
      const s = epicGame(['fulgen'], {
        sagas,
        regions: { tyvh: { units: { neutral: 2 } } },
        seats: {
          fulgen: {
            location: 'tyvh',
            slots: filled('dragon', ['vaala', 0, 'unspent'], ['plain', 0, 'unspent']),
            vaalaHand: ['dragonfire'],
          },
        },
        stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
      });
      return answer(s, { kind: 'vaala', card: 'dragonfire' });
    };
    expect(seat(play([{ id: 'weavers' }]), 'fulgen').power).toEqual({ unspent: 2, spent: 0 });
    // Without the Saga, the slot alone leaves 1 to pay.
    const alone = play([]);
    expect(alone.pending?.kind).toBe('flip-token');
    expect(seat(alone, 'fulgen').power).toEqual({ unspent: 1, spent: 1 });
  });
});

describe('EV-EDRAGON the Epic Dragon board', () => {
  it('EV-EDRAGON-1: the Epic Dragon board has 20 slots', () => {
    expect(EPIC_BOARDS.dragon.slots).toHaveLength(20);
    expect(seat(fulgen('tyvh', []), 'fulgen').epic!.slots).toHaveLength(20);
  });

  it('EV-EDRAGON-2: 10 tokens still win, though the board has room for 20', () => {
    let s = fulgen('tyvh', [...plain('dragon', 7), ['vaala', 0, 'spent'], ['vaala', 1, 'spent']], {
      regions: { tyvh: { power: 1 } },
      stack: HARVEST,
    });
    expect(s.result).toBeNull();
    s = answers(s, done, count(1));
    expect(s.result?.winners).toEqual(['fulgen']);
  });

  it('EV-EDRAGON-3: the Glyphs work as on a standard Dragon board (Harvest takes up to 1 from the region, none where an enemy General rules, RB-26)', () => {
    let s = fulgen('tyvh', [], { regions: { tyvh: { power: 3 } }, stack: HARVEST });
    s = answer(s, done);
    expectOptions(s, [count(1), count(0)]);
    const enemy = fulgen('tyvh', [], {
      regions: { tyvh: { power: 3, units: { tyveria: 1 } } },
      stack: HARVEST,
    });
    expect(answer(enemy, done).pending?.kind).not.toBe('harvest');
  });

  it('EV-EDRAGON-4: an Epic Dragon has 3 wound spaces: the third wound is the skull', () => {
    let s = fulgen('moon', [], {
      wounds: 2,
      skarnAt: 'moon',
      stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
      dice: skarnDice('X'),
    });
    expect(woundCapacity(s.content, seat(s, 'fulgen'))).toBe(3);
    s = skarnWraths(s, 'moon');
    expect(logOf(s, 'skull').map((e) => e.seat)).toEqual(['fulgen']);
    expect(seat(s, 'fulgen').wounds).toBe(0);
  });

  it('EV-EDRAGON-5: a Health token slides the blocker and the wounds left: one more space, same wounds, CV read one space further left', () => {
    let s = fulgen('tyvh', [], { wounds: 2, regions: { tyvh: { power: 1 } }, stack: HARVEST });
    // 3 blocked + 2 wounds: the first empty space is the 6th (CV 2).
    expect(currentSpace(s.content, seat(s, 'fulgen'))).toBe(5);
    expect(dragonCv(s)).toBe(2);
    s = answers(s, done, count(1), slotChoice(slot('health')));
    const me = seat(s, 'fulgen');
    expect(woundCapacity(s.content, me)).toBe(4);
    expect(me.wounds).toBe(2);
    expect(currentSpace(s.content, me)).toBe(4);
    expect(dragonCv(s)).toBe(3);
    // What every player board shows of the track (the view's seat facts).
    expect(view(s, 'table').seatFacts.fulgen!.woundTrack).toEqual({
      capacity: 4,
      blocked: 2,
      current: 4,
    });
  });

  it('EV-EDRAGON-6: a Health token stolen slides the blocker and the wounds right again', () => {
    // All three Health tokens: 6 spaces; 5 wounds + 1 critical hit = the skull, 1 wound left.
    let s = fulgen(
      'moon',
      [
        ['health', 0, 'unspent'],
        ['health', 1, 'unspent'],
        ['health', 2, 'unspent'],
        ['plain', 0, 'spent'],
      ],
      {
        wounds: 5,
        skarnAt: 'moon',
        stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
        dice: skarnDice('X'),
      },
    );
    s = skarnWraths(s, 'moon');
    expect(seat(s, 'fulgen').wounds).toBe(1);
    expect(currentSpace(s.content, seat(s, 'fulgen'))).toBe(1); // the 2nd of 6 spaces
    s = answer(s, slotChoice(slot('health')));
    const me = seat(s, 'fulgen');
    expect(woundCapacity(s.content, me)).toBe(5);
    expect(me.wounds).toBe(1);
    expect(currentSpace(s.content, me)).toBe(2); // the wound slid right with the blocker: the 3rd space
  });

  it('EV-EDRAGON-6, Q-EDRAGON-2: the wounds left after the skull always fit the shorter track', () => {
    let s = fulgen(
      'moon',
      [
        ['health', 0, 'unspent'],
        ['plain', 0, 'spent'],
      ],
      {
        wounds: 3,
        skarnAt: 'moon',
        stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
        dice: skarnDice('X'),
      },
    );
    // 3 + 1 = 4 of 4: skull (heals 5) and injury; the stolen Health token leaves 3 spaces for 0 wounds.
    s = skarnWraths(s, 'moon');
    s = answer(s, slotChoice(slot('health')));
    expect(seat(s, 'fulgen').wounds).toBe(0);
    expect(woundCapacity(s.content, seat(s, 'fulgen'))).toBe(3);
  });

  it('EV-EDRAGON-7: a Combat Value token adds +1 only while the Dragon stands on that wound space', () => {
    const under = (wounds: number) =>
      dragonCv(fulgen('tyvh', [['combat', 3, 'unspent']], { wounds }));
    expect(under(0)).toBe(4); // space 3 (printed 3) + 1
    expect(under(1)).toBe(3); // space 4 (printed 3), no bonus
  });

  it('EV-EDRAGON-8: Combat Value tokens stay put when the blocker slides, so the bonus follows the space, not the Dragon', () => {
    let s = fulgen('tyvh', [['combat', 3, 'unspent']], {
      regions: { tyvh: { power: 1 } },
      stack: HARVEST,
    });
    expect(dragonCv(s)).toBe(4); // space 3 (printed 3) + 1
    s = answers(s, done, count(1), slotChoice(slot('health')));
    // Now on space 2 (printed 4, no bonus: a bonus that followed the Dragon would make it 5);
    // the token still lies under space 3.
    expect(occupied(s, 'fulgen')[slot('combat', 3)]).toBe('unspent');
    expect(dragonCv(s)).toBe(4);
  });

  it('EV-EDRAGON-9: the Hoard slot makes the Hoard Glyph heal one more wound, and only one', () => {
    // Three Health tokens open all 6 spaces, so 5 wounds leave room to count every wound healed.
    const health: Token[] = [0, 1, 2].map((i): Token => ['health', i, 'unspent']);
    const hoard = (tokens: Token[]) => {
      const s = fulgen('tyvh', [...health, ...tokens], {
        wounds: 5,
        stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      });
      return answers(s, done, { kind: 'confirm' });
    };
    expect(seat(hoard([]), 'fulgen').wounds).toBe(3);
    expect(seat(hoard([['hoard', 0, 'unspent']]), 'fulgen').wounds).toBe(2);
  });

  it('EV-EDRAGON-10: healing never goes past the blocker: 1 wound healed by 3 leaves 0 and still 3 spaces', () => {
    let s = fulgen('tyvh', [['hoard', 0, 'unspent']], {
      wounds: 1,
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
    });
    s = answers(s, done, { kind: 'confirm' });
    expect(seat(s, 'fulgen').wounds).toBe(0);
    expect(woundCapacity(s.content, seat(s, 'fulgen'))).toBe(3);
    expect(logOf(s, 'dragon-healed').at(-1)?.healed).toBe(1);
  });

  it('EV-EDRAGON-11: each Vaala token lowers a Vaala card’s cost by 1', () => {
    let s = epicGame(['fulgen'], {
      regions: { tyvh: { units: { neutral: 2 } } },
      seats: {
        fulgen: {
          location: 'tyvh',
          slots: filled(
            'dragon',
            ['vaala', 0, 'unspent'],
            ['plain', 0, 'unspent'],
            ['plain', 1, 'unspent'],
          ),
          vaalaHand: ['roar'],
        },
      },
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    s = answer(s, { kind: 'vaala', card: 'roar' });
    // Roar costs 3: 2 with the slot (which of the equal plain tokens flips is no choice).
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 2 });
  });

  it('EV-EDRAGON-12: a cost lowered below 0 is 0: Tailwind (1) with two Vaala tokens costs nothing', () => {
    let s = epicGame(['fulgen'], {
      seats: {
        fulgen: {
          location: 'tyvh',
          slots: filled('dragon', ['vaala', 0, 'unspent'], ['vaala', 1, 'unspent']),
          vaalaHand: ['tailwind'],
        },
      },
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    s = answer(s, { kind: 'vaala', card: 'tailwind' });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 2, spent: 0 });
    expect(logOf(s, 'vaala-played').at(-1)?.cost).toBe(0);
  });

  describe('completing the Essence track', () => {
    /** Epic Fulgen with 5 Units on its Essence track wraths a lone neutral Unit with one hit. */
    const complete = (tokens: Token[]) => {
      const s = epicGame(['fulgen'], {
        regions: { moon: { units: { neutral: 1 } } },
        seats: {
          fulgen: {
            location: 'moon',
            slots: filled('dragon', ...tokens),
            essence: ['neutral', 'neutral', 'neutral', 'neutral', 'neutral'],
          },
        },
        stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
        // Fulgen rolls 3 dice (one normal hit), the neutral Unit 1 (a miss).
        dice: ['1', '0', '0', '0'],
      });
      return answer(s, {
        kind: 'target',
        from: 'moon',
        target: { kind: 'force', side: 'neutral', region: 'moon' },
      });
    };

    it('EV-EDRAGON-13: completing the Essence track gains 1 token with an empty Essence slot', () => {
      let s = complete([]);
      expect(logOf(s, 'essence-completed').at(-1)?.power).toBe(1);
      s = answer(s, slotChoice(slot('plain')));
      expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    });

    it('EV-EDRAGON-14: with a token on the Essence slot it still gains only 1', () => {
      let s = complete([['essence', 0, 'unspent']]);
      s = answer(s, slotChoice(slot('plain')));
      expect(seat(s, 'fulgen').power).toEqual({ unspent: 2, spent: 0 });
    });

    it('EV-EDRAGON-15: with a token on the Essence slot the player may also flip a spent token back', () => {
      let s = complete([
        ['essence', 0, 'spent'],
        ['hoard', 0, 'spent'],
      ]);
      s = answer(s, slotChoice(slot('plain')));
      expect(s.pending?.kind).toBe('flip-token');
      expectOptions(s, [slotChoice(slot('essence')), slotChoice(slot('hoard')), pass]);
      const flipped = answer(s, slotChoice(slot('hoard')));
      expect(occupied(flipped, 'fulgen')[slot('hoard')]).toBe('unspent');
      expect(seat(flipped, 'fulgen').power).toEqual({ unspent: 2, spent: 1 });
      const declined = answer(s, pass);
      expect(seat(declined, 'fulgen').power).toEqual({ unspent: 1, spent: 2 });
    });
  });
});
