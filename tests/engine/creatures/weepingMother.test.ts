import { describe, expect, it } from 'vitest';
import type { DenizenId, GameSetup, GameState, RegionId, Scenario } from '../../../src/engine';
import { content, newGame } from '../../../src/engine';
import { regionStatus } from '../../../src/engine/board';
import {
  answer,
  assault,
  creature,
  diceRolled,
  dragon,
  force,
  logOf,
  seat,
  targetKey,
  units,
  wrath,
} from '../play';
import { combatGame as combatTable, scenarioGame as scenarioTable } from '../positions';
import { HUMAN_TABLE, tableWith } from '../../tables';

const { DENIZENS, DENIZEN_IDS, WEEPING_MOTHER_IDS } = content;

/** EV-WEEP-2, Q-WEEP-3: her cards are in the game only with the option (or the Wilderness). */
const withHer = { weepingMother: true } as const;
const scenarioGame = (sc: Scenario, options: Partial<GameSetup> = {}) =>
  scenarioTable(sc, { ...withHer, ...options });
const combatGame = (sc: Scenario, options: Partial<GameSetup> = {}) =>
  combatTable(sc, { ...withHer, ...options });

const isWm = (d: DenizenId) => (WEEPING_MOTHER_IDS as readonly string[]).includes(d);
const mothersIn = (s: GameState) => s.creatures.filter((c) => isWm(c.card));

/** Every Denizen card wherever it is. */
const allDenizens = (s: GameState): DenizenId[] => [
  ...s.lineup.filter((d): d is DenizenId => d !== null),
  ...s.denizenDeck,
  ...s.denizenDiscard,
  ...s.creatures.map((c) => c.card),
  ...s.seats.flatMap((p) => p.denizens),
];

/** Answers every remaining decision of the round with its first option, through Clean-up. */
function resolveTurn(state: GameState): GameState {
  let s = state;
  const round = s.round;
  while (s.round === round && s.pending) {
    const done = s.pending.options.find((o) => o.kind === 'done');
    s = answer(s, done ?? s.pending.options[0]);
  }
  return s;
}

/** A seed whose Clean-up turns over a Weeping Mother while refilling the lineup. */
const SEED_REVEALING_HER = 18;

const heldBy = (side: 'allaria' | 'tyveria', regions: RegionId[]) =>
  Object.fromEntries(regions.map((r) => [r, { units: { [side]: 1 } }]));

/**
 * Clean-up with a small Denizen deck: the Generals hold 8 Denizens, both house Creatures are on
 * the map and the Generals control every region but the Fell Gate (2 Power tokens, a neutral
 * Unit). So the refill turns over every card left, and the only Region card left is the Fell Gate's.
 */
const smallDeck = (extra: Partial<Scenario> = {}): Scenario => ({
  regions: {
    ...heldBy('allaria', ['allar', 'ysval', 'crown', 'cross', 'serpent', 'moon']),
    ...heldBy('tyveria', ['blood', 'tyvh', 'nahu', 'hollow', 'ashen']),
    fell: { units: { neutral: 1 }, power: 2 },
  },
  seats: {
    allaria: { denizens: ['ysval-warden', 'crown-sentinel', 'fell-ranger', 'allar-knight'] },
    tyveria: { denizens: ['tyvh-shieldmaiden', 'cross-sage', 'blood-reaver', 'serpent-corsair'] },
  },
  creatures: [
    { card: 'gloom-stalker', region: 'hollow' },
    { card: 'stone-colossus', region: 'ashen' },
  ],
  lineup: ['moon-rider', 'hollow-miner', 'nahu-hunter', 'ashen-priestess', null, null],
  stack: [{ event: 'dragons-rest' }],
  eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
  ...extra,
});

describe('EV-WEEP: The Weeping Mother', () => {
  it('EV-WEEP-1, EV-WEEP-28, EV-WEEP-29, EV-WEEP-30, Q-WEEP-4: the module brings 4 Weeping Mother Creature cards, Combat Value 2, Wounds 2, Trophy 1', () => {
    expect(WEEPING_MOTHER_IDS).toHaveLength(4);
    for (const id of WEEPING_MOTHER_IDS) {
      expect(DENIZENS[id].name).toBe('The Weeping Mother');
      expect(DENIZENS[id].house).toBe(false);
      expect(DENIZENS[id].creature).toEqual({
        combatValue: 2,
        wounds: 2,
        trophy: 1,
        weepingMother: true,
      });
    }
  });

  it('EV-WEEP-2, Q-WEEP-3: her 4 cards are shuffled into the Denizen deck only when the setup asks for her', () => {
    const withHer = newGame({ seed: 3, seats: HUMAN_TABLE, weepingMother: true });
    expect(withHer.options.weepingMother).toBe(true);
    expect(allDenizens(withHer).sort()).toEqual([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS].sort());
    const without = newGame({ seed: 3, seats: HUMAN_TABLE });
    expect(without.options.weepingMother).toBe(false);
    expect(allDenizens(without).sort()).toEqual([...DENIZEN_IDS].sort());
  });

  it('EV-WEEP-3, EV-WEEP-4, EV-WEEP-5, EV-WEEP-6, EV-WEEP-7: the first Weeping Mother revealed slides the last Region card under her card, enters its region and destroys its 2 Power tokens; the later ones are discarded', () => {
    const s = scenarioGame(smallDeck(), { weepingMother: true });
    expect(s.round).toBe(2);
    const [mother, ...others] = mothersIn(s);
    expect(others).toEqual([]);
    expect(mother).toMatchObject({ region: 'fell', wounds: 0, regionCard: 'fell' });
    expect(s.regionDeck).toEqual([]);
    expect(s.regions.fell.power).toBe(0);
    expect(logOf(s, 'power-destroyed')).toMatchObject([{ region: 'fell', count: 2 }]);
    // EV-WEEP-6: the other three were turned over after her and discarded.
    expect(s.denizenDiscard.filter(isWm)).toHaveLength(3);
    expect([mother.card, ...s.denizenDiscard].sort()).toEqual([...WEEPING_MOTHER_IDS].sort());
    // EV-WEEP-9: the four non-Creature cards fill the first slots; she takes none.
    expect(s.lineup.slice(0, 4).sort()).toEqual(
      ['ashen-priestess', 'hollow-miner', 'moon-rider', 'nahu-hunter'].sort(),
    );
    expect(s.lineup.slice(4)).toEqual([null, null]);
  });

  it('EV-WEEP-6: a Weeping Mother card revealed while another is in play is discarded; she stays alone and the Fell Gate keeps its Power', () => {
    const s = scenarioGame(
      smallDeck({
        creatures: [
          { card: 'gloom-stalker', region: 'hollow' },
          { card: 'stone-colossus', region: 'ashen' },
          { card: 'weeping-mother-1', region: 'moon' },
        ],
      }),
      { weepingMother: true },
    );
    expect(s.round).toBe(2);
    expect(mothersIn(s).map((c) => [c.card, c.region])).toEqual([['weeping-mother-1', 'moon']]);
    expect(s.denizenDiscard.sort()).toEqual([
      'weeping-mother-2',
      'weeping-mother-3',
      'weeping-mother-4',
    ]);
    expect(s.regions.fell.power).toBe(2);
    expect(s.regionDeck).toEqual(['fell']);
  });

  it('EV-WEEP-8, EV-WEEP-9: a Clean-up may end with 6 Denizen cards in the lineup plus a Weeping Mother', () => {
    const s = scenarioGame(
      {
        creatures: [
          { card: 'gloom-stalker', region: 'hollow' },
          { card: 'stone-colossus', region: 'ashen' },
        ],
        stack: [{ event: 'dragons-rest' }],
        eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      },
      { weepingMother: true, seed: SEED_REVEALING_HER },
    );
    expect(s.round).toBe(2);
    expect(s.lineup.filter((d) => d !== null)).toHaveLength(6);
    expect(mothersIn(s)).toHaveLength(1);
    expect(logOf(s, 'creature-appeared').map((e) => e.creature)).toEqual([mothersIn(s)[0].card]);
  });

  it('EV-WEEP-10, EV-WEEP-11: she is not a Unit; her region is uncontrolled, neutral or controlled as if she were not there', () => {
    const statusWith = (units: Partial<Record<'neutral' | 'allaria', number>>) =>
      regionStatus(
        combatGame({
          regions: { cross: { units } },
          creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
        }),
        'cross',
      );
    expect(statusWith({})).toEqual({ kind: 'uncontrolled' });
    expect(statusWith({ neutral: 1 })).toEqual({ kind: 'neutral' });
    expect(statusWith({ allaria: 1 })).toEqual({ kind: 'controlled', by: 'allaria' });
  });

  it('EV-WEEP-12: at Clean-up a human General controlling her region takes the Region card from under her card', () => {
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 2 } }, blood: { units: { tyveria: 1 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'region:cross' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    });
    // The played Region card returns at Clean-up: it goes under her card, then Allaria claims it.
    s = resolveTurn(s);
    expect(s.round).toBe(2);
    expect(mothersIn(s)[0].regionCard).toBeNull();
    expect(seat(s, 'allaria').hand).toContain('region:cross');
  });

  it.each([
    ['a human General who lost control of her region', tableWith([]), 0],
    ['a Faceless General controlling it (Q-WEEP-12)', tableWith(['tyveria']), 1],
  ] as const)('EV-WEEP-13: the Region card goes back under her card from %s', (_, seats, held) => {
    const s = scenarioGame(
      {
        regions: { blood: { units: { tyveria: 2 } }, moon: { units: { tyveria: held } } },
        seats: { tyveria: { hand: ['region:blood', 'region:moon'] } },
        creatures: [{ card: 'weeping-mother-1', region: 'moon' }],
        stack: [{ event: 'dragons-rest' }],
        eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      },
      { seats },
    );
    expect(s.round).toBe(2);
    expect(mothersIn(s)[0].regionCard).toBe('moon');
    expect(s.seats.flatMap((p) => p.hand)).not.toContain('region:moon');
    expect(s.stack.flatMap((c) => (c.kind === 'action' ? [c.card] : []))).not.toContain(
      'region:moon',
    );
  });

  it('EV-WEEP-14, EV-WEEP-15: Units move into her region and stay there beside her; no combat starts unless the Assault is chosen against her', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 1 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answer(s, { kind: 'step', piece: 'unit', from: 'allar', to: 'cross' });
    s = answer(s, { kind: 'step', piece: 'unit', from: 'allar', to: 'cross' });
    s = answer(s, { kind: 'done' });
    expect(units(s, 'cross', 'allaria')).toBe(2);
    // EV-WEEP-16: the Assault may target her like a neutral force, from her region or next to it.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'assault' });
    expect(s.pending!.options).toContainEqual({
      kind: 'target',
      from: 'cross',
      target: creature('weeping-mother-1'),
    });
    s = answer(s, { kind: 'done' });
    expect(logOf(s, 'combat-started')).toEqual([]);
    expect(units(s, 'cross', 'allaria')).toBe(2);
    expect(mothersIn(s)[0]).toMatchObject({ region: 'cross', wounds: 0 });
  });

  it('EV-WEEP-14: a Dragon flies into her region, and a retreating force may retreat there', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 2 } } },
      seats: { fulgen: { location: 'ysval' } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [
        { seat: 'skarn', card: 'fly-wrath-a' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
      dice: ['0', '0', '0', '0', '0'],
    });
    s = answer(s, { kind: 'step', piece: 'dragon', from: 'nahu', to: 'hollow' });
    s = answer(s, { kind: 'step', piece: 'dragon', from: 'hollow', to: 'cross' });
    expect(seat(s, 'skarn').location).toBe('cross');
    s = answer(s, { kind: 'done' });
    expect(logOf(s, 'combat-started')).toEqual([]);
    // Fulgen attacks Allaria's force, which retreats: her region is one of the ways out.
    s = wrath(s, 'ysval', force('allaria', 'allar'));
    s = answer(s, { kind: 'retreat' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    expect(s.pending!.options).toContainEqual({ kind: 'region', region: 'cross' });
  });

  it('EV-WEEP-16, EV-WEEP-17, EV-WEEP-18, EV-WEEP-21: combat against her is fought like one against a neutral force: she never retreats, always counterattacks, and falls to wounds dealt over several rounds of one combat', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Allaria (3 Units + General: 4 dice) deals 1 normal hit a round; she rolls 2 dice.
      dice: ['1', '0', '0', '0', '0', '0', '1', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', creature('weeping-mother-1'));
    // Her counterattack came without a question to anyone; Allaria decides whether to go on.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 2']);
    expect(mothersIn(s)[0].wounds).toBe(1);
    s = answer(s, { kind: 'continue' });
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 2', 'attacker 4', 'defender 2']);
    expect(mothersIn(s)).toEqual([]);
    expect(s.denizenDiscard).toEqual(['weeping-mother-1']);
  });

  it('EV-WEEP-22, Q-WEEP-7: when the attacker retreats between rounds she heals every wound', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['1', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', creature('weeping-mother-1'));
    expect(mothersIn(s)[0].wounds).toBe(1);
    s = answer(s, { kind: 'retreat' });
    expect(mothersIn(s)[0]).toMatchObject({ region: 'cross', wounds: 0 });
  });

  it('EV-WEEP-23, EV-WEEP-24, EV-WEEP-25, EV-WEEP-26, EV-WEEP-27, EV-WEEP-30: defeated, her card is discarded and her Region card goes back to the Region deck; the attacker gains 1 Power token and no Essence', () => {
    const start = combatGame({
      seats: { fulgen: { location: 'crown' } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      // Skarn's turn waits after Fulgen's, so the position is seen before Clean-up.
      stack: [
        { seat: 'fulgen', card: 'wrath-hoard' },
        { seat: 'skarn', card: 'fly-wrath-a' },
      ],
      // Fulgen (5 dice): two critical hits fill her 2 wounds before she can counterattack.
      dice: ['X', 'X', '0', '0', '0'],
    });
    // She holds the Vaala Crossing's Region card (RB-39a).
    let s: GameState = {
      ...start,
      creatures: start.creatures.map((c) => ({ ...c, regionCard: 'cross' as const })),
      regionDeck: start.regionDeck.filter((r) => r !== 'cross'),
    };
    const supply = s.supply.power;
    s = wrath(s, 'crown', creature('weeping-mother-1'));
    expect(s.creatures).toEqual([]);
    expect(s.denizenDiscard).toEqual(['weeping-mother-1']);
    expect(s.regionDeck).toContain('cross');
    expect(seat(s, 'fulgen').power.unspent).toBe(1);
    expect(s.supply.power).toBe(supply - 1);
    expect(seat(s, 'fulgen').essence).toEqual([]);
  });

  it('EV-WEEP-25: with her defeated, the next Weeping Mother revealed comes into play', () => {
    let s = scenarioGame(
      smallDeck({
        creatures: [
          { card: 'gloom-stalker', region: 'hollow' },
          { card: 'stone-colossus', region: 'ashen' },
          { card: 'weeping-mother-1', region: 'moon' },
        ],
        seats: {
          allaria: { denizens: ['ysval-warden', 'crown-sentinel', 'fell-ranger', 'allar-knight'] },
          tyveria: {
            denizens: ['tyvh-shieldmaiden', 'cross-sage', 'blood-reaver', 'serpent-corsair'],
          },
          fulgen: { location: 'fell' },
        },
        stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
        dice: ['X', 'X', '0', '0', '0'],
      }),
      { weepingMother: true },
    );
    s = resolveTurn(wrath(s, 'fell', creature('weeping-mother-1')));
    expect(s.round).toBe(2);
    expect(logOf(s, 'creature-defeated')).toMatchObject([{ creature: 'weeping-mother-1' }]);
    // One of the three left comes into play at the Fell Gate; the other two are discarded.
    expect(mothersIn(s)).toMatchObject([{ region: 'fell', regionCard: 'fell' }]);
    expect(s.denizenDiscard.filter(isWm)).toHaveLength(3);
  });

  it('EV-WEEP-7, EV-WEEP-28, EV-WEEP-29, Q-WEEP-2: with 2 of her cards in the discard pile she rolls 4 dice and falls only to 4 wounds', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      denizenDiscard: ['weeping-mother-2', 'weeping-mother-3'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Three critical hits leave her standing; a fourth in the next round defeats her.
      dice: ['X', 'X', 'X', '0', '0', '0', '0', '0', 'X', '0', '0', '0'],
    });
    s = assault(s, 'allar', creature('weeping-mother-1'));
    expect(mothersIn(s)[0].wounds).toBe(3);
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 4']);
    s = answer(s, { kind: 'continue' });
    expect(mothersIn(s)).toEqual([]);
  });

  it('EV-WEEP-19, EV-WEEP-20, Q-WEEP-8: after beating her the attacker fights every other enemy in her region, in the order it chooses', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 1 } } },
      seats: { fulgen: { location: 'cross' } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: [
        // Her combat: two critical hits, she falls at once.
        'X',
        'X',
        '0',
        '0',
        // Against Fulgen: no hits; Fulgen retreats.
        '0',
        '0',
        '0',
        '0',
        // Against the neutral Unit: one critical hit.
        'X',
        '0',
        '0',
        '0',
      ],
    });
    s = assault(s, 'allar', creature('weeping-mother-1'));
    expect(mothersIn(s)).toEqual([]);
    // The attacker must go on and chooses the order: no way to stop here.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'assault', rule: 'EV-WEEP-19' });
    expect(s.pending!.options).toEqual([
      { kind: 'target', from: 'allar', target: force('neutral', 'cross') },
      { kind: 'target', from: 'allar', target: dragon('fulgen') },
    ]);
    s = answer(s, { kind: 'target', from: 'allar', target: dragon('fulgen') });
    s = answer(s, { kind: 'retreat' });
    s = answer(s, { kind: 'region', region: 'crown' });
    // Only the neutral Unit is left: that combat starts by itself, and then Allaria may advance.
    expect(logOf(s, 'combat-started').map((e) => targetKey(e.defender))).toEqual([
      'weeping-mother-1',
      'fulgen',
      'neutral@cross',
    ]);
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'advance' });
  });

  it('EV-WEEP-19, RB-21a: the Assault may advance only once her region is cleared, not between the combats', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { fulgen: { location: 'cross' } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['X', 'X', '0', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', creature('weeping-mother-1'));
    // Fulgen alone is left (a Dragon does not bar the way): the next combat starts at once.
    expect(logOf(s, 'combat-started').map((e) => targetKey(e.defender))).toEqual([
      'weeping-mother-1',
      'fulgen',
    ]);
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'defend' });
  });

  it('EV-WEEP-20: the sequence ends when the attacker retreats', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 1 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', creature('weeping-mother-1'));
    s = answer(s, { kind: 'retreat' });
    expect(logOf(s, 'combat-started')).toHaveLength(1);
    expect(units(s, 'cross', 'neutral')).toBe(1);
    expect(s.pending?.rule).not.toBe('EV-WEEP-19');
  });

  it('EV-WEEP-15, EV-WEEP-19: an Assault on the neutral force beside her does not bring her into combat', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 1 } } },
      creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['X', '0', '0', '0'],
    });
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(logOf(s, 'combat-started')).toHaveLength(1);
    expect(mothersIn(s)[0]).toMatchObject({ region: 'cross', wounds: 0 });
  });
});
