import { describe, expect, it } from 'vitest';
import {
  createGame,
  type Choice,
  type GameSetup,
  type GameState,
  type RegionId,
  type Scenario,
  type SeatId,
  type SeatSetup,
  type Target,
  type VaalaId,
} from '../../../src/engine';
import { VAALA_CARDS } from '../../../src/engine/content/cards';
import {
  AELLAS_VAALA,
  DRAGON_VAALA,
  EXPANSION_VAALA,
  GENERAL_VAALA,
  ITZA_VAALA,
  REGANNA_VAALA,
} from '../../../src/engine/content/ids';
import {
  answer,
  answers,
  attackerRolls,
  count,
  done,
  expectOptions,
  force,
  logOf,
  runFaceless,
  seat,
  units,
} from '../play';
import { sagaSetupGame, scenarioGame } from '../positions';

/** Aellas as the Fell Knight in Skarn's place (RB-6a); Fulgen is Faceless unless a test says so. */
const FELL_TABLE: SeatSetup[] = [
  { faction: 'allaria', controller: 'human' },
  { faction: 'fell', controller: 'human' },
  { faction: 'tyveria', controller: 'human' },
  { faction: 'fulgen', controller: 'faceless' },
];

/** Seats stand out of the way unless a test places them; no Denizen shows, so no Creature appears. */
function fellGame(sc: Scenario, options: Partial<GameSetup> = {}): GameState {
  const away: NonNullable<Scenario['seats']> = {
    allaria: { location: 'allar' },
    fell: { location: 'ysval' },
    tyveria: { location: 'blood' },
    fulgen: { location: 'ysval' },
  };
  const seats = { ...away };
  for (const [id, spec] of Object.entries(sc.seats ?? {}))
    seats[id as SeatId] = { ...away[id as SeatId], ...spec };
  return scenarioGame(
    { lineup: [null, null, null, null, null, null], ...sc, seats },
    { seats: FELL_TABLE, ...options },
  );
}

const opening = (seats: SeatSetup[], extra: Partial<GameSetup> = {}) =>
  createGame({ seed: 5, seats, initiative: seats[0].faction, ...extra });

function openingState(seats: SeatSetup[], extra: Partial<GameSetup> = {}): GameState {
  const result = opening(seats, extra);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/** Every Vaala card a seat owns: hand, deck and discard pile. */
const vaalaOf = (s: GameState, id: SeatId) =>
  [...seat(s, id).vaalaHand, ...seat(s, id).vaalaDeck, ...seat(s, id).vaalaDiscard].sort();

const bid = (n: number): Choice => ({ kind: 'count', n });
const pass: Choice = { kind: 'pass' };
const before = (id: SeatId): Choice => ({ kind: 'seat', seat: id });
const play = (card: VaalaId): Choice => ({ kind: 'vaala', card });
const attack = (from: RegionId, target: Target): Choice => ({ kind: 'target', from, target });

/** The Fell Knight's Vaala Glyph comes first on Hoard·Vaala, with no Power and no wound. */
const FELL_VAALA: Scenario['stack'] = [{ seat: 'fell', card: 'hoard-vaala' }];
/** The same, with Tyveria's turn still to come, so the round is not over when the card is played. */
const LATER_TURN: Scenario['stack'] = [...FELL_VAALA, { seat: 'tyveria', card: 'move-assault' }];

describe('EV-CHAR: expansion characters and their Vaala cards', () => {
  it('EV-CHAR-1: Reganna (Fulgen), Itza Chapula (Nahuac) and Aellas (Fell Knight) each take a seat under their own name', () => {
    const s = openingState([
      { faction: 'nahuac', controller: 'human' },
      { faction: 'fulgen', character: 'reganna', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'fell', controller: 'human' },
    ]);
    expect(s.seats.map((x) => [x.id, x.character, x.name])).toEqual([
      ['nahuac', 'itza', 'Itza Chapula'],
      ['fulgen', 'reganna', 'Reganna'],
      ['tyveria', 'adrael', 'Adrael'],
      ['fell', 'aellas', 'Aellas'],
    ]);
  });

  it('EV-CHAR-2: the module brings 15 house Vaala cards, three sets of 5, costing 0 to 3, each set with a lasting card', () => {
    expect(EXPANSION_VAALA).toHaveLength(15);
    expect(new Set([...EXPANSION_VAALA, ...GENERAL_VAALA, ...DRAGON_VAALA]).size).toBe(25);
    for (const set of [REGANNA_VAALA, ITZA_VAALA, AELLAS_VAALA]) {
      expect(set).toHaveLength(5);
      expect(set.some((card) => VAALA_CARDS[card].lasting)).toBe(true);
    }
    expect(EXPANSION_VAALA.map((card) => VAALA_CARDS[card].cost).sort()).toEqual([
      0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3,
    ]);
    for (const card of EXPANSION_VAALA) {
      expect(VAALA_CARDS[card]).toMatchObject({ id: card, house: true });
      expect(VAALA_CARDS[card].text.length).toBeGreaterThan(0);
    }
    expect(REGANNA_VAALA.every((c) => VAALA_CARDS[c].role === 'dragon')).toBe(true);
    expect(ITZA_VAALA.every((c) => VAALA_CARDS[c].role === 'general')).toBe(true);
    expect(AELLAS_VAALA.every((c) => VAALA_CARDS[c].role === 'dragon')).toBe(true);
  });

  it("EV-CHAR-3: the Character card picks the Vaala cards: Reganna, Itza and Aellas play their own sets, the base characters their role's", () => {
    const s = openingState([
      { faction: 'nahuac', controller: 'human' },
      { faction: 'fulgen', character: 'reganna', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'fell', controller: 'human' },
    ]);
    expect(vaalaOf(s, 'nahuac')).toEqual([...ITZA_VAALA].sort());
    expect(vaalaOf(s, 'fulgen')).toEqual([...REGANNA_VAALA].sort());
    expect(vaalaOf(s, 'fell')).toEqual([...AELLAS_VAALA].sort());
    expect(vaalaOf(s, 'tyveria')).toEqual([...GENERAL_VAALA].sort());
    const elder = openingState([
      { faction: 'allaria', controller: 'human' },
      { faction: 'fulgen', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'skarn', controller: 'human' },
    ]);
    expect(vaalaOf(elder, 'fulgen')).toEqual([...DRAGON_VAALA].sort());
  });

  it("EV-CHAR-3: a scenario cannot put another set's card in Reganna's hand", () => {
    const result = createGame({
      seed: 1,
      seats: [
        { faction: 'allaria', controller: 'human' },
        { faction: 'fulgen', character: 'reganna', controller: 'human' },
        { faction: 'tyveria', controller: 'human' },
        { faction: 'skarn', controller: 'human' },
      ],
      scenario: { seats: { fulgen: { vaalaHand: ['fury'] } } },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/seats\.fulgen\.vaalaHand/);
  });

  it('EV-CHAR-4: Reganna plays the Fulgen Dragon: its starting region and cards, and no other faction', () => {
    const s = openingState([
      { faction: 'allaria', controller: 'human' },
      { faction: 'fulgen', character: 'reganna', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'skarn', controller: 'human' },
    ]);
    expect(seat(s, 'fulgen')).toMatchObject({ role: 'dragon', home: 'crown', location: 'crown' });
    expect([...seat(s, 'fulgen').hand].sort()).toEqual([...seat(s, 'skarn').hand].sort());
    const refused = opening([
      { faction: 'allaria', controller: 'human' },
      { faction: 'fulgen', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'skarn', character: 'reganna', controller: 'human' },
    ]);
    expect(refused.ok ? '' : refused.error).toMatch(/Reganna does not play Skarn/);
  });

  it("EV-CHAR-5: Itza Chapula plays the Nahuac General in Allaria's place: its region, city, Units and Region card", () => {
    const s = openingState([
      { faction: 'nahuac', controller: 'human' },
      { faction: 'fulgen', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'skarn', controller: 'human' },
    ]);
    expect(seat(s, 'nahuac')).toMatchObject({ role: 'general', home: 'allar', character: 'itza' });
    expect(units(s, 'allar', 'nahuac')).toBe(3);
    expect(s.regions.allar.city).toBe(true);
    expect(seat(s, 'nahuac').hand).toContain('region:allar');
    const refused = opening([
      { faction: 'allaria', controller: 'human' },
      { faction: 'fulgen', controller: 'human' },
      { faction: 'tyveria', character: 'itza', controller: 'human' },
      { faction: 'skarn', controller: 'human' },
    ]);
    expect(refused.ok ? '' : refused.error).toMatch(/Itza Chapula does not play Tyveria/);
  });

  it('EV-EPIC-SETUP-17: as the Fell Knight Aellas plays his own set; played Epic for Allaria he plays the General cards (Q-EPIC-3)', () => {
    const regular = openingState(FELL_TABLE);
    expect(vaalaOf(regular, 'fell')).toEqual([...AELLAS_VAALA].sort());
    const epic = openingState([
      { faction: 'allaria', character: 'aellas', epic: true, controller: 'human' },
      { faction: 'fulgen', controller: 'faceless' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'skarn', controller: 'faceless' },
    ]);
    expect(vaalaOf(epic, 'allaria')).toEqual([...GENERAL_VAALA].sort());
  });
});

describe('EV-CHAR-6, §10: Aellas plays the Fell Knight, standing in for a Dragon', () => {
  it("EV-CHAR-6, RB-6a: the Fell Knight takes Skarn's starting region, Dragon cards and an empty wound and Essence track", () => {
    const s = openingState(FELL_TABLE);
    expect(seat(s, 'fell')).toMatchObject({
      role: 'dragon',
      character: 'aellas',
      home: 'nahu',
      location: 'nahu',
      wounds: 0,
      essence: [],
    });
    expect([...seat(s, 'fell').hand].sort()).toEqual([...seat(s, 'fulgen').hand].sort());
    expect(s.ally).toEqual({ holder: null });
    // With Skarn seated, it takes Fulgen's place instead.
    const inFulgensPlace = openingState([
      { faction: 'allaria', controller: 'human' },
      { faction: 'fell', controller: 'human' },
      { faction: 'tyveria', controller: 'human' },
      { faction: 'skarn', controller: 'human' },
    ]);
    expect(seat(inFulgensPlace, 'fell')).toMatchObject({ home: 'crown', location: 'crown' });
  });

  it('EV-CHAR-6, §10: the Fell Knight is never Faceless: setup refuses it and says why', () => {
    const result = opening(
      FELL_TABLE.map((x) => (x.faction === 'fell' ? { ...x, controller: 'faceless' } : x)),
    );
    expect(result.ok ? '' : result.error).toMatch(/Fell Knight \(Aellas\) is never Faceless/);
  });

  it('EV-CHAR-6, §10: the Fell Knight has +2 Combat Value while no one holds the Ally token', () => {
    const wrath = (allyHolder?: SeatId) => {
      const s = fellGame({
        regions: { tyvh: { units: { neutral: 1 } } },
        seats: { fell: { location: 'fell' } },
        dice: new Array(20).fill('0'),
        stack: [{ seat: 'fell', card: 'wrath-hoard' }],
        ...(allyHolder ? { allyHolder } : {}),
      });
      return attackerRolls(answer(s, attack('fell', force('neutral', 'tyvh'))))[0];
    };
    // Wound track CV 5, plus 2 with the token unclaimed.
    expect(wrath()).toBe(7);
    expect(wrath('allaria')).toBe(5);
  });

  it('EV-CHAR-6, §10: the Fell Knight cannot attack its Ally, by Wrath or by a Vaala card', () => {
    const sc: Scenario = {
      regions: {
        tyvh: { units: { tyveria: 2 } },
        moon: { units: { allaria: 2 } },
        crown: { units: { neutral: 1 } },
      },
      seats: {
        fell: { location: 'fell', power: { unspent: 2 }, vaalaHand: ['fell-blade'] },
        tyveria: { location: 'tyvh' },
        allaria: { location: 'moon' },
      },
      allyHolder: 'tyveria',
    };
    const wrath = fellGame({ ...sc, stack: [{ seat: 'fell', card: 'wrath-hoard' }] });
    expectOptions(wrath, [
      attack('fell', force('allaria', 'moon')),
      attack('fell', force('neutral', 'crown')),
      done,
    ]);
    let blade = fellGame({ ...sc, stack: FELL_VAALA });
    blade = answer(blade, play('fell-blade'));
    expect(blade.pending?.kind).toBe('vaala-target');
    expectOptions(blade, [
      attack('fell', force('allaria', 'moon')),
      attack('fell', force('neutral', 'crown')),
    ]);
  });

  it.each<[string, NonNullable<Scenario['regions']>['moon']]>([
    ['an uncontrolled region', { power: 3 }],
    [
      "a region an enemy General controls (RB-26's limits are the Dragon Harvest's)",
      { power: 3, units: { tyveria: 1 } },
    ],
  ])(
    "EV-CHAR-6, §10: the Fell Knight's Harvest returns up to 2 Power tokens from its region to the supply: %s",
    (_where, moon) => {
      let s = fellGame({
        regions: { moon },
        seats: { fell: { location: 'moon' } },
        stack: [{ seat: 'fell', card: 'fly-harvest' }],
      });
      s = answer(s, done);
      expect(s.pending?.kind).toBe('harvest');
      expectOptions(s, [count(2), count(1), count(0)]);
      const supply = s.supply.power;
      s = answer(s, count(2));
      expect(s.regions.moon.power).toBe(1);
      expect(s.supply.power).toBe(supply + 2);
      expect(seat(s, 'fell').power).toEqual({ unspent: 0, spent: 0 });
    },
  );

  it("EV-CHAR-6, §10: the Fell Knight gains Power from its Essence track, but not from a Saga's gift", () => {
    // EV-SAGA-ZENITH-1 gives every board a token; the Fell Knight's stays in the supply. (The
    // Faceless Fulgen's board also holds its Faceless strength's starting Power, RB-44d.)
    const zenith = sagaSetupGame(['zenith'], { seats: FELL_TABLE });
    const base = sagaSetupGame([], { seats: FELL_TABLE });
    expect(
      zenith.seats.map((x, i) => [x.id, x.power.unspent - base.seats[i].power.unspent]),
    ).toEqual([
      ['allaria', 1],
      ['fell', 0],
      ['tyveria', 1],
      ['fulgen', 1],
    ]);
    // RB-36: the 6th Unit on the Essence track gives 1 Power token.
    let s = fellGame({
      regions: { tyvh: { units: { neutral: 1 } } },
      seats: {
        fell: {
          location: 'fell',
          essence: ['neutral', 'neutral', 'neutral', 'neutral', 'neutral'],
        },
      },
      dice: ['1', '0', '0', '0', '0', '0', '0'],
      stack: [{ seat: 'fell', card: 'wrath-hoard' }],
    });
    s = answer(s, attack('fell', force('neutral', 'tyvh')));
    expect(seat(s, 'fell').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'fell').essence).toEqual([]);
  });

  it('EV-CHAR-6, §10: a token the Fell Knight steals from an injured enemy is a Trophy, so it keeps it', () => {
    let s = fellGame({
      seats: { fell: { location: 'fell' }, tyveria: { location: 'tyvh', power: { unspent: 1 } } },
      // A critical hit injures the lone General at once (RB-18a, RB-33).
      dice: ['X', ...new Array<'0'>(6).fill('0')],
      stack: [{ seat: 'fell', card: 'wrath-hoard' }],
    });
    s = answer(s, attack('fell', force('tyveria', 'tyvh')));
    expect(logOf(s, 'injured').map((e) => e.seat)).toEqual(['tyveria']);
    expect(seat(s, 'fell').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 0, spent: 0 });
  });
});

describe('EV-CHAR-8: the Ally token comes into play by players bidding Power', () => {
  /** Planning of round 1: Allaria holds the initiative, so bids go Allaria, Tyveria (Fulgen is Faceless). */
  const bidding = (power: Partial<Record<SeatId, number>>) =>
    fellGame({
      seats: Object.fromEntries(
        Object.entries(power).map(([id, n]) => [id, { power: { unspent: n } }]),
      ),
    });

  it('EV-CHAR-8, §10: in turn order each other human bids once, higher than the last, up to 3; the top bidder pays and holds the token', () => {
    let s = bidding({ allaria: 4, tyveria: 2, fulgen: 3 });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'ally-bid' });
    expectOptions(s, [pass, bid(1), bid(2), bid(3)]);
    s = answer(s, bid(1));
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'ally-bid' });
    expectOptions(s, [pass, bid(2)]);
    s = answer(s, bid(2));
    // The Faceless Fulgen never bids, and the bidding is over: Planning begins.
    expect(s.ally).toEqual({ holder: 'tyveria' });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 0, spent: 2 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 4, spent: 0 });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 3, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
    expect(logOf(s, 'ally-bid').map((e) => [e.seat, e.bid])).toEqual([
      ['allaria', 1],
      ['tyveria', 2],
    ]);
    expect(logOf(s, 'ally-token').map((e) => [e.seat, e.bid])).toEqual([['tyveria', 2]]);
  });

  it('EV-CHAR-8, §10: a player who cannot outbid is not asked, and with no bid no one holds the token', () => {
    let s = bidding({ allaria: 3, tyveria: 1 });
    s = answer(s, bid(3));
    // Tyveria cannot pay 4: she is not asked, and the bidding ends at once.
    expect(logOf(s, 'ally-bid-passed')).toEqual([]);
    expect(s.ally).toEqual({ holder: 'allaria' });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 3 });

    let none = bidding({ allaria: 2, tyveria: 2 });
    none = answers(none, pass, pass);
    expect(none.ally).toEqual({ holder: null });
    expect(none.pending?.kind).toBe('plan');
  });

  it('EV-CHAR-8, §10: the token is held until the next bidding, which starts the next Planning', () => {
    // Tyveria holds it from an earlier bidding; her Region card does nothing (she holds no
    // Units there), so the round goes on to Clean-up and the next Planning.
    let s = fellGame({
      seats: { allaria: { power: { unspent: 1 } }, tyveria: { power: { unspent: 3 } } },
      allyHolder: 'tyveria',
      stack: [{ seat: 'tyveria', card: 'region:blood' }],
    });
    expect(s.round).toBe(2);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'ally-bid' });
    expect(s.ally).toEqual({ holder: 'tyveria' });
    s = answers(s, pass, pass);
    expect(s.ally).toEqual({ holder: null });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 3, spent: 0 });
  });
});

describe('EV-CHAR-10…12: Vaala cards face up before Aellas or his Ally', () => {
  /** Aellas plays Oath of the Fell (lasting +2) with Tyveria holding the Ally token; Tyveria assaults next. */
  const oath = (extra: Scenario = {}) =>
    fellGame({
      regions: { blood: { units: { tyveria: 2 } }, tyvh: { units: { neutral: 1 } } },
      seats: { fell: { location: 'moon', power: { unspent: 1 }, vaalaHand: ['oath-of-the-fell'] } },
      allyHolder: 'tyveria',
      dice: new Array(20).fill('0'),
      stack: [...FELL_VAALA!, { seat: 'tyveria', card: 'move-assault' }],
      ...extra,
    });

  it('EV-CHAR-10, Q-CHAR-2: a lasting card Aellas plays may lie face up before himself or before the Ally-token holder', () => {
    let s = answer(oath(), play('oath-of-the-fell'));
    expect(s.pending).toMatchObject({ seat: 'fell', kind: 'ally-card', rule: 'EV-CHAR-10' });
    expectOptions(s, [before('fell'), before('tyveria')]);
    s = answer(s, before('tyveria'));
    expect(seat(s, 'tyveria').lasting).toEqual([
      { card: 'oath-of-the-fell', used: false, from: 'fell' },
    ]);
    expect(seat(s, 'fell').lasting).toEqual([]);
    expect(seat(s, 'fell').power).toEqual({ unspent: 0, spent: 1 });

    let kept = answer(oath(), play('oath-of-the-fell'));
    kept = answer(kept, before('fell'));
    expect(seat(kept, 'fell').lasting).toEqual([{ card: 'oath-of-the-fell', used: false }]);
  });

  it('EV-CHAR-10, Q-CHAR-2: with no Ally, or for a card that does not last, Aellas is not asked', () => {
    const alone = answer(
      fellGame({
        seats: { fell: { power: { unspent: 1 }, vaalaHand: ['oath-of-the-fell'] } },
        stack: LATER_TURN,
      }),
      play('oath-of-the-fell'),
    );
    expect(alone.pending?.kind).not.toBe('ally-card');
    expect(seat(alone, 'fell').lasting).toEqual([{ card: 'oath-of-the-fell', used: false }]);

    const instant = answer(
      fellGame({
        seats: { fell: { power: { unspent: 1 }, vaalaHand: ['dream-step'] } },
        allyHolder: 'tyveria',
        stack: LATER_TURN,
      }),
      play('dream-step'),
    );
    expect(instant.pending?.kind).toBe('fly');
    expect(seat(instant, 'fell').vaalaDiscard).toEqual(['dream-step']);
  });

  it('EV-CHAR-11: the card helps whoever has it before them, even after the Ally token has passed', () => {
    let s = answers(oath(), play('oath-of-the-fell'), before('tyveria'));
    // The token passes (as Epic Aellas's ability may do, EV-CHAR-9); the card stays with Tyveria.
    s = { ...s, ally: { holder: 'allaria' } };
    s = runFaceless(s);
    // Tyveria's Move·Assault: no move, then the assault from the Blood Marches.
    s = answer(s, done);
    s = answer(s, attack('blood', force('neutral', 'tyvh')));
    // 2 Units + General + 2 from Oath of the Fell.
    expect(attackerRolls(s)[0]).toBe(5);
    expect(seat(s, 'tyveria').lasting).toEqual([
      { card: 'oath-of-the-fell', used: true, from: 'fell' },
    ]);
  });

  it("EV-CHAR-12: at Clean-up the face-up card goes to Aellas's discard pile, not the Ally's", () => {
    let s = answers(oath(), play('oath-of-the-fell'), before('tyveria'));
    s = runFaceless(s);
    // Tyveria skips her Move and Assault; the round ends in Clean-up.
    s = runFaceless(answers(s, done, done));
    expect(s.round).toBe(2);
    expect(seat(s, 'tyveria').lasting).toEqual([]);
    expect(seat(s, 'tyveria').vaalaDiscard).toEqual([]);
    expect(seat(s, 'fell').vaalaDiscard).toEqual(['oath-of-the-fell']);
  });
});
