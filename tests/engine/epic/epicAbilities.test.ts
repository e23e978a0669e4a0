import { describe, expect, it } from 'vitest';
import type {
  Choice,
  GameState,
  RegionId,
  Scenario,
  SeatId,
  SeatSetup,
  VaalaId,
} from '../../../src/engine';
import { answer, answers, done, expectOptions, logOf, optionKinds, seat, units } from '../play';
import { filled, quietGame } from '../positions';
import { epicTable } from '../../tables';

/** EV-ABIL: the Epic Character card's ability, used from a Vaala Glyph by discarding a card. */

const ability: Choice = { kind: 'ability' };
const draw: Choice = { kind: 'draw' };
const play = (card: VaalaId): Choice => ({ kind: 'vaala', card });
const discard = play;
const toSeat = (id: SeatId): Choice => ({ kind: 'seat', seat: id });

/** A General's Vaala Glyph comes first on Harvest·Vaala·Fortify with no Power where it harvests. */
const GENERAL_VAALA: Scenario['stack'] = [{ seat: 'allaria', card: 'harvest-vaala-fortify' }];

/** A game with the given seats played Epic (and optionally other characters on their seats). */
function epicAt(epic: SeatId[], sc: Scenario, characters: Partial<SeatSetup>[] = []): GameState {
  const seats = epicTable(...epic).map((p) => {
    const extra = characters.find((c) => c.faction === p.faction);
    return extra ? { ...p, ...extra } : p;
  });
  return quietGame(sc, { seats });
}

const usedAbilities = (s: GameState) => logOf(s, 'ability-used').map((e) => e.ability);

describe('EV-ABIL-1: each Epic character has its own ability', () => {
  it('EV-ABIL-1: Epic Elyse (Allaria) — Banner of the Heartland places 2 Units where her General is', () => {
    let s = epicAt(['allaria'], {
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'cross', vaalaHand: ['muster', 'rally'] } },
      stack: GENERAL_VAALA,
    });
    s = answers(s, ability, discard('muster'));
    expect(units(s, 'cross', 'allaria')).toBe(3);
    expect(s.supply.units.allaria).toBe(17);
    expect(usedAbilities(s)).toEqual(['Banner of the Heartland']);
  });

  it('EV-ABIL-1: Epic Adrael (Tyveria) — Iron Vanguard deals 2 hits to an enemy force next to his General', () => {
    let s = epicAt(['tyveria'], {
      regions: { blood: { units: { tyveria: 1 } }, moon: { units: { neutral: 3 } } },
      seats: { tyveria: { location: 'blood', vaalaHand: ['rally', 'muster'] } },
      stack: [{ seat: 'tyveria', card: 'harvest-vaala-fortify' }],
    });
    s = answers(s, ability, discard('rally'));
    // The only enemy force in reach is chosen by itself.
    expect(units(s, 'moon', 'neutral')).toBe(1);
    expect(usedAbilities(s)).toEqual(['Iron Vanguard']);
  });

  it('EV-ABIL-1: the Epic Fulgen Dragon — Ancient Scales heals 3 wounds', () => {
    let s = epicAt(['fulgen'], {
      seats: {
        fulgen: {
          location: 'moon',
          wounds: 4,
          // 3 Health tokens uncover the whole wound track (EV-EDRAGON-5).
          slots: filled(
            'dragon',
            ['health', 0, 'spent'],
            ['health', 1, 'spent'],
            ['health', 2, 'spent'],
          ),
          vaalaHand: ['roar', 'fury'],
        },
      },
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    // Skip the Hoard, so only the ability heals.
    s = answer(s, done);
    s = answers(s, ability, discard('roar'));
    expect(seat(s, 'fulgen').wounds).toBe(1);
    expect(usedAbilities(s)).toEqual(['Ancient Scales']);
  });

  it('EV-ABIL-1: Epic Reganna (Fulgen seat) — Storm Rider flies up to 3 steps', () => {
    let s = epicAt(
      ['fulgen'],
      {
        seats: { fulgen: { location: 'ysval', vaalaHand: ['glide', 'opportune-strike'] } },
        stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
      },
      [{ faction: 'fulgen', character: 'reganna' }],
    );
    s = answers(s, ability, discard('glide'));
    const step = (from: RegionId, to: RegionId): Choice => ({
      kind: 'step',
      piece: 'dragon',
      from,
      to,
    });
    s = answers(s, step('ysval', 'crown'), step('crown', 'fell'), step('fell', 'tyvh'));
    expect(seat(s, 'fulgen').location).toBe('tyvh');
    expect(usedAbilities(s)).toEqual(['Storm Rider']);
  });
});

describe('EV-ABIL-2: the ability is used only while resolving a Vaala Glyph', () => {
  // Assault·Vaala·Deploy: an Assault target and a Deploy region exist, and a card is in hand.
  const position = (): Scenario => ({
    regions: { allar: { units: { allaria: 2 } }, crown: { units: { neutral: 1 } } },
    seats: { allaria: { location: 'allar', vaalaHand: ['firestorm'] } },
    stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
  });

  it('EV-ABIL-2: offered at the Vaala Glyph, never at the Assault or the Deploy of the same card', () => {
    let s = epicAt(['allaria'], position());
    expect(s.pending?.kind).toBe('assault');
    expect(optionKinds(s)).not.toContain('ability');
    s = answer(s, done);
    expect(s.pending?.kind).toBe('vaala');
    expect(optionKinds(s)).toContain('ability');
    s = answer(s, draw);
    expect(s.pending?.kind).toBe('deploy');
    expect(optionKinds(s)).not.toContain('ability');
  });

  it('EV-ABIL-2: a regular (non-Epic) General has no ability at his Vaala Glyph', () => {
    const s = answer(quietGame(position()), done);
    expect(s.pending?.kind).toBe('vaala');
    expect(optionKinds(s)).not.toContain('ability');
  });
});

describe('EV-ABIL-3: the ability costs one Vaala card from hand', () => {
  const position = (vaalaHand: VaalaId[]): Scenario => ({
    regions: { cross: { units: { allaria: 1 } } },
    seats: { allaria: { location: 'cross', vaalaHand } },
    stack: GENERAL_VAALA,
  });

  it('EV-ABIL-3, Q-ABIL-1: any one card of the hand may be discarded; exactly that one goes, for no Power', () => {
    let s = epicAt(['allaria'], position(['muster', 'rally', 'firestorm']));
    s = answer(s, ability);
    expect(s.pending?.kind).toBe('ability-discard');
    expectOptions(s, [discard('muster'), discard('rally'), discard('firestorm')]);
    s = answer(s, discard('firestorm'));
    expect(seat(s, 'allaria').vaalaHand).toEqual(['muster', 'rally']);
    expect(seat(s, 'allaria').vaalaDiscard).toEqual(['firestorm']);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 0 });
    expect(logOf(s, 'ability-used')[0]).toMatchObject({
      ability: 'Banner of the Heartland',
      discarded: 'firestorm',
    });
  });

  it('EV-ABIL-3, Q-ABIL-1: with an empty hand the ability is not offered (draw still is)', () => {
    const s = epicAt(['allaria'], position([]));
    expectOptions(s, [draw, done]);
  });

  it('EV-ABIL-3: a card too dear to play may still be discarded for the ability', () => {
    // Muster costs 3 and Allaria has no Power: only the draw and the ability are offered.
    const s = epicAt(['allaria'], position(['muster']));
    expectOptions(s, [draw, ability, done]);
  });

  it('EV-ABIL-3: the ability is not offered when none of its steps would act (no room where the General is)', () => {
    const s = epicAt(['allaria'], {
      ...position(['rally']),
      regions: { cross: { units: { allaria: 6 } } },
    });
    expect(optionKinds(s)).not.toContain('ability');
  });
});

describe('EV-ABIL-4, EV-ABIL-5, EV-ABIL-6: the Vaala Glyph may still be resolved normally', () => {
  const position = (vaalaHand: VaalaId[]): Scenario => ({
    regions: { cross: { units: { allaria: 1 } }, crown: { units: { neutral: 2 } } },
    seats: {
      allaria: { location: 'cross', vaalaHand, slots: filled('general', ['plain', 0, 'unspent']) },
    },
    stack: GENERAL_VAALA,
  });

  it('EV-ABIL-4: the Vaala Glyph offers the playable cards, the draw and the ability side by side', () => {
    const s = epicAt(['allaria'], position(['rally', 'muster']));
    expectOptions(s, [play('rally'), draw, ability, done]);
  });

  it('EV-ABIL-4, Q-ABIL-2: after a card is played, neither the ability nor the draw is offered', () => {
    let s = epicAt(['allaria'], position(['rally', 'battle-hymn']));
    s = answer(s, play('rally'));
    expect(units(s, 'cross', 'allaria')).toBe(2);
    expectOptions(s, [play('battle-hymn'), done]);
  });

  it('EV-ABIL-4, Q-ABIL-2: after the ability, no card is played: the Vaala Glyph is over', () => {
    let s = epicAt(['allaria'], position(['rally', 'firestorm']));
    s = answers(s, ability, discard('firestorm'));
    expect(units(s, 'cross', 'allaria')).toBe(3);
    // Fortify comes next: Rally stays in hand, unplayed.
    expect(s.pending?.kind).toBe('fortify');
    expect(seat(s, 'allaria').vaalaHand).toEqual(['rally']);
    expect(logOf(s, 'vaala-played')).toEqual([]);
  });

  it('EV-ABIL-5: drawing one card instead uses no ability and ends the Vaala Glyph', () => {
    let s = epicAt(['allaria'], position(['muster']));
    const top = seat(s, 'allaria').vaalaDeck[0];
    s = answer(s, draw);
    expect(seat(s, 'allaria').vaalaHand).toEqual(['muster', top]);
    expect(usedAbilities(s)).toEqual([]);
    expect(s.pending?.kind).toBe('fortify');
  });

  /** Stops at the Harvest (1 token in the Crossing) so the Vaala piles can be set before the Glyph asks. */
  function withPiles(deck: VaalaId[], pile: VaalaId[]): GameState {
    const sc = position(['muster']);
    const s = epicAt(['allaria'], {
      ...sc,
      regions: { ...sc.regions, cross: { units: { allaria: 1 }, power: 1 } },
    });
    const me = seat(s, 'allaria');
    me.vaalaDeck = deck;
    me.vaalaDiscard = pile;
    // Leave the token in the region: the Vaala Glyph comes next.
    return answer(s, { kind: 'count', n: 0 });
  }

  it('EV-ABIL-6: with an empty Vaala deck the discard pile is shuffled into a new deck, then one card is drawn', () => {
    let s = withPiles([], ['rally', 'firestorm', 'battle-hymn']);
    expectOptions(s, [draw, ability, done]);
    s = answer(s, draw);
    const me = seat(s, 'allaria');
    expect(me.vaalaHand).toHaveLength(2);
    expect(me.vaalaHand[0]).toBe('muster');
    expect(me.vaalaDiscard).toEqual([]);
    expect(me.vaalaDeck).toHaveLength(2);
    expect([me.vaalaHand[1], ...me.vaalaDeck].sort()).toEqual([
      'battle-hymn',
      'firestorm',
      'rally',
    ]);
  });

  it('EV-ABIL-6: with both deck and discard empty the draw is not offered; the ability still is', () => {
    const s = withPiles([], []);
    expectOptions(s, [ability, done]);
  });
});

describe('EV-ABIL-7, EV-ABIL-8: becoming Dragonbonded flips the Epic Character card', () => {
  // A Dragonbond Event with Allaria and Fulgen in the Crossing, then Allaria's Vaala Glyph.
  const bondThenVaala = (dice: ('0' | '1')[], epic: SeatId[] = ['allaria']): GameState =>
    epicAt(epic, {
      regions: { cross: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'cross', vaalaHand: ['muster', 'rally'] },
        fulgen: { location: 'cross', vaalaHand: ['roar', 'preen'] },
      },
      stack: [{ event: 'dragonbond' }, ...GENERAL_VAALA!],
      eventDeck: ['vaala-bloom-2', 'vaala-bloom-3'],
      dice,
    });

  it('EV-ABIL-7: after a successful bond roll, the ability used is the Dragonbonded side’s', () => {
    let s = bondThenVaala(['1', '1']);
    s = answers(s, ability, discard('muster'));
    expect(usedAbilities(s)).toEqual(['Shield of the Bond']);
    expect(units(s, 'cross', 'allaria')).toBe(3);
  });

  it('EV-ABIL-7: after a failed bond roll, the card keeps its character side', () => {
    let s = bondThenVaala(['0', '1']);
    s = answers(s, ability, discard('muster'));
    expect(usedAbilities(s)).toEqual(['Banner of the Heartland']);
  });

  it('EV-ABIL-8: an Epic General and an Epic Dragon who bond exchange Dragonbonded tokens, and both cards flip', () => {
    let s = bondThenVaala(['1', '1'], ['allaria', 'fulgen']);
    expect(seat(s, 'allaria').bondedTo).toBe('fulgen');
    expect(seat(s, 'fulgen').bondedTo).toBe('allaria');
    s = answers(s, ability, discard('muster'));
    expect(usedAbilities(s)).toEqual(['Shield of the Bond']);
  });

  it('EV-ABIL-7, Q-ABIL-3: bonded to a Dragon dial (no partner to exchange with), the card still flips', () => {
    let s = epicAt(['allaria'], {
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'cross', vaalaHand: ['muster', 'rally'] } },
      sagas: [{ id: 'kadmos' }],
      dials: [{ kind: 'dragon', region: 'crown', bondedTo: 'allaria' }],
      stack: GENERAL_VAALA,
    });
    expect(seat(s, 'allaria').bondedTo).toBeNull();
    s = answers(s, ability, discard('muster'));
    expect(usedAbilities(s)).toEqual(['Shield of the Bond']);
    // EV-ABIL-9: the dial's region takes the Units.
    expect(units(s, 'crown', 'allaria')).toBe(2);
    expect(units(s, 'cross', 'allaria')).toBe(1);
  });
});

describe('EV-ABIL-9: the Dragonbonded side works with the bonded partner', () => {
  it('EV-ABIL-9: bonded Elyse places her 2 Units in her Dragon’s region, not her own', () => {
    let s = epicAt(['allaria'], {
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'allar', bondedTo: 'fulgen', vaalaHand: ['muster', 'rally'] },
        fulgen: { location: 'moon', bondedTo: 'allaria' },
      },
      stack: GENERAL_VAALA,
    });
    s = answers(s, ability, discard('muster'));
    expect(units(s, 'moon', 'allaria')).toBe(2);
    expect(units(s, 'allar', 'allaria')).toBe(1);
  });

  it('EV-ABIL-9: bonded Adrael’s charge also heals his Dragon 1 wound', () => {
    let s = epicAt(['tyveria'], {
      regions: { blood: { units: { tyveria: 1 } }, moon: { units: { neutral: 3 } } },
      seats: {
        tyveria: { location: 'blood', bondedTo: 'skarn', vaalaHand: ['rally', 'muster'] },
        skarn: { location: 'ashen', bondedTo: 'tyveria', wounds: 3 },
      },
      stack: [{ seat: 'tyveria', card: 'harvest-vaala-fortify' }],
    });
    s = answers(s, ability, discard('rally'));
    expect(usedAbilities(s)).toEqual(['Dragon-led Charge']);
    expect(units(s, 'moon', 'neutral')).toBe(1);
    expect(seat(s, 'skarn').wounds).toBe(2);
  });

  it('EV-ABIL-9: the bonded Epic Fulgen Dragon heals 2 and its General places 1 Unit in the Dragon’s region', () => {
    let s = epicAt(['fulgen'], {
      seats: {
        fulgen: {
          location: 'moon',
          wounds: 2,
          bondedTo: 'allaria',
          vaalaHand: ['roar', 'fury'],
        },
        allaria: { location: 'allar', bondedTo: 'fulgen' },
      },
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    s = answer(s, done); // no Hoard: only the ability heals
    s = answers(s, ability, discard('roar'));
    expect(usedAbilities(s)).toEqual(['Sheltering Wings']);
    expect(seat(s, 'fulgen').wounds).toBe(0);
    expect(units(s, 'moon', 'allaria')).toBe(1);
    expect(s.supply.units.allaria).toBe(19);
  });

  it('EV-ABIL-9: the bonded side is not offered when it cannot act — an enemy force holds the Dragon’s region', () => {
    const s = epicAt(['allaria'], {
      regions: { allar: { units: { allaria: 1 } }, moon: { units: { neutral: 2 } } },
      seats: {
        allaria: { location: 'allar', bondedTo: 'fulgen', vaalaHand: ['muster'] },
        fulgen: { location: 'moon', bondedTo: 'allaria' },
      },
      stack: GENERAL_VAALA,
    });
    expect(optionKinds(s)).not.toContain('ability');
  });
});

describe('EV-CHAR-9: Epic Aellas brings his Ally token into play with his ability', () => {
  const aellas: Partial<SeatSetup>[] = [{ faction: 'allaria', character: 'aellas' }];
  const position = (bonded = false): Scenario => ({
    regions: { allar: { units: { allaria: 1 } } },
    seats: {
      allaria: {
        location: 'allar',
        vaalaHand: ['muster', 'rally'],
        ...(bonded ? { bondedTo: 'fulgen' as const } : {}),
      },
      ...(bonded ? { fulgen: { location: 'moon' as const, bondedTo: 'allaria' as const } } : {}),
    },
    stack: GENERAL_VAALA,
  });

  it('EV-CHAR-9: Oath of the Fell places 1 Unit where he stands, then he gives the Ally token to the player he picks', () => {
    let s = epicAt(['allaria'], position(), aellas);
    expect(s.ally).toEqual({ holder: null });
    s = answers(s, ability, discard('muster'));
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(s.pending?.rule).toBe('EV-CHAR-9');
    expectOptions(s, [toSeat('fulgen'), toSeat('tyveria'), toSeat('skarn')]);
    s = answer(s, toSeat('tyveria'));
    expect(s.ally).toEqual({ holder: 'tyveria' });
    expect(logOf(s, 'ally-given')[0]).toMatchObject({ holder: 'tyveria' });
  });

  it('EV-CHAR-9: the bonded side places 2 Units in his Dragon’s region, then gives the Ally token', () => {
    let s = epicAt(['allaria'], position(true), aellas);
    s = answers(s, ability, discard('muster'));
    expect(usedAbilities(s)).toEqual(['Oath of the Bond']);
    expect(units(s, 'moon', 'allaria')).toBe(2);
    s = answer(s, toSeat('skarn'));
    expect(s.ally).toEqual({ holder: 'skarn' });
  });

  it('EV-CHAR-9: the Ally token enters only through the ability — drawing leaves it with no one', () => {
    let s = epicAt(['allaria'], position(), aellas);
    s = answer(s, draw);
    expect(s.ally).toEqual({ holder: null });
    expect(logOf(s, 'ally-given')).toEqual([]);
  });

  it('EV-CHAR-9: without Aellas at the table there is no Ally token, and Elyse’s ability asks for none', () => {
    let s = epicAt(['allaria'], position());
    expect(s.ally).toBeNull();
    s = answers(s, ability, discard('muster'));
    expect(s.pending?.kind).not.toBe('ally-holder');
  });
});
