import { describe, expect, it } from 'vitest';
import type { GameSetup, Scenario } from '../../../src/engine';
import { STAGE_CARDS } from '../../../src/engine/content/sagas';
import { answer, seat, units } from '../play';
import { createScenario, scenarioGame } from '../positions';
import { HUMAN_TABLE } from '../../tables';

/** The scenario loader (docs/scenarios.md): impossible positions are refused, naming the field. */

const refusal = (scenario: Scenario, options: Partial<GameSetup> = {}): string => {
  const result = createScenario(scenario, options);
  if (result.ok) throw new Error('the scenario was accepted');
  return result.error;
};

const KADMOS: Scenario['sagas'] = [{ id: 'kadmos' }];
const HOLDS: Scenario['sagas'] = [{ id: 'strongholds' }];
const EPIC_ALLARIA: Partial<GameSetup> = {
  seats: [{ ...HUMAN_TABLE[0], epic: true }, ...HUMAN_TABLE.slice(1)],
};

describe('scenario: impossible positions are refused with the field that makes them so', () => {
  it.each<[string, Scenario, Partial<GameSetup>, RegExp]>([
    [
      'EV-DDIAL-8: two dials bonded to one General',
      {
        sagas: KADMOS,
        dials: [
          { kind: 'dragon', region: 'cross', bondedTo: 'allaria' },
          { kind: 'dragon', region: 'moon', bondedTo: 'allaria' },
        ],
      },
      {},
      /dials\.1\.bondedTo: Elyse is already bonded to dragon-a \(EV-DDIAL-8\)/,
    ],
    [
      'EV-SAGA-KAD-5: a dial bonded to a Dragon',
      { sagas: KADMOS, dials: [{ kind: 'dragon', region: 'cross', bondedTo: 'fulgen' }] },
      {},
      /dials\.0\.bondedTo: .* is a Dragon; only Generals bond with Dragon dials/,
    ],
    [
      'EV-DDIAL-8: a dial bonded to a General bonded to a Dragon player',
      {
        sagas: KADMOS,
        seats: { allaria: { bondedTo: 'fulgen' } },
        dials: [{ kind: 'dragon', region: 'cross', bondedTo: 'allaria' }],
      },
      {},
      /dials\.0\.bondedTo: Elyse is bonded to .* and cannot bond again \(EV-DDIAL-8\)/,
    ],
    [
      'EV-SAGA-KAD-5: a dial bonded to no seat at the table',
      { sagas: KADMOS, dials: [{ kind: 'dragon', region: 'cross', bondedTo: 'nahuac' }] },
      {},
      /dials\.0\.bondedTo: nahuac is not seated/,
    ],
    [
      'EV-SAGA-KAD-14: more Dragon dials than the Saga has (4)',
      {
        sagas: KADMOS,
        dials: (['cross', 'moon', 'hollow', 'blood', 'crown'] as const).map((region) => ({
          kind: 'dragon' as const,
          region,
        })),
      },
      {},
      /dials\.4: no dragon dial left to place/,
    ],
    [
      'EV-SAGA-KAD-5: a Null dial with a bond',
      {
        sagas: [{ id: 'null' }],
        dials: [{ kind: 'portal', region: 'cross', bondedTo: 'allaria' }],
      },
      {},
      /dials\.0\.bondedTo: only a Dragon dial bonds/,
    ],
    [
      'EV-DDIAL-15: Essence on a dial no one is bonded to',
      { sagas: KADMOS, dials: [{ kind: 'dragon', region: 'cross', essence: ['neutral'] }] },
      {},
      /dials\.0\.essence: only a bonded Dragon dial has an Essence track/,
    ],
    [
      'Q-DDIAL-5: a full Essence track on a bonded dial',
      {
        sagas: KADMOS,
        dials: [
          {
            kind: 'dragon',
            region: 'cross',
            bondedTo: 'allaria',
            essence: Array(6).fill('neutral'),
          },
        ],
      },
      {},
      /dials\.0\.essence: at most 5 Units/,
    ],
    [
      'EV-WEEP-4: two Weeping Mothers on the map',
      {
        creatures: [
          { card: 'weeping-mother-1', region: 'cross' },
          { card: 'weeping-mother-2', region: 'moon' },
        ],
      },
      { weepingMother: true },
      /creatures: one Weeping Mother at most is on the map/,
    ],
    [
      'Q-WEEP-3: a Weeping Mother in a game without her cards',
      { creatures: [{ card: 'weeping-mother-1', region: 'cross' }] },
      {},
      /creatures: weeping-mother-1 is in the game only with weepingMother: true/,
    ],
    [
      'RB-23: a Creature held as a Denizen',
      { seats: { allaria: { denizens: ['gloom-stalker'] } } },
      {},
      /seats\.allaria\.denizens: gloom-stalker is a Creature, never held \(RB-23\)/,
    ],
    [
      'RB-39a: a Denizen both held and in the discard pile',
      { seats: { allaria: { denizens: ['moon-rider'] } }, denizenDiscard: ['moon-rider'] },
      {},
      /denizenDiscard: moon-rider is already elsewhere/,
    ],
    [
      'RB-39a: a Denizen both in the lineup and in the deck',
      { lineup: ['moon-rider'], denizenDeck: ['moon-rider'] },
      {},
      /denizenDeck: moon-rider is already elsewhere/,
    ],
    [
      'RB-39a: a Creature both on the map and in the discard pile',
      {
        creatures: [{ card: 'gloom-stalker', region: 'cross' }],
        denizenDiscard: ['gloom-stalker'],
      },
      {},
      /denizenDiscard: gloom-stalker is already elsewhere/,
    ],
    [
      'RB-39a: a Creature over another region’s card',
      { creatures: [{ card: 'gloom-stalker', region: 'cross', regionCard: 'moon' }] },
      {},
      /creatures\.0\.regionCard: the Region card under a Creature is the one of its region, cross/,
    ],
    [
      'RB-11a: a Region card both under a Creature and in a hand',
      {
        seats: { allaria: { hand: ['region:cross'] } },
        creatures: [{ card: 'gloom-stalker', region: 'cross', regionCard: 'cross' }],
      },
      {},
      /creatures\.0\.regionCard: region:cross is also in a hand or on the stack/,
    ],
    [
      'EV-SAGA-HOLD-22: 4 Strongholds for one General',
      {
        sagas: HOLDS,
        regions: Object.fromEntries(
          ['allar', 'cross', 'moon', 'ysval'].map((r) => [
            r,
            { units: { allaria: 1 }, city: true },
          ]),
        ),
        strongholds: Object.fromEntries(
          ['allar', 'cross', 'moon', 'ysval'].map((r) => [r, { owner: 'allaria' }]),
        ),
      },
      {},
      /strongholds: Elyse has 4 Strongholds; a General has at most 3 in play \(EV-SAGA-HOLD-22\)/,
    ],
    [
      'EV-SAGA-HOLD: Strongholds without their Saga',
      { regions: { cross: { city: true } }, strongholds: { cross: { owner: 'neutral' } } },
      {},
      /strongholds: Strongholds come only with Strongholds of Wonder/,
    ],
    [
      'EV-SAGA-HOLD-2: a Stronghold of a Dragon',
      {
        sagas: HOLDS,
        regions: { cross: { city: true } },
        strongholds: { cross: { owner: 'fulgen' } },
      },
      {},
      /strongholds\.cross\.owner: a Stronghold belongs to a seated General or is neutral/,
    ],
    [
      'EV-SAGA-HOLD-6, RB-7a: enemy Units inside a Stronghold',
      {
        sagas: HOLDS,
        regions: { cross: { city: true, units: { neutral: 2 } } },
        strongholds: { cross: { owner: 'allaria' } },
      },
      {},
      /strongholds\.cross: neutral Units never stand in the region of a allaria Stronghold/,
    ],
    [
      'EV-SLOT-1: power on an Epic seat',
      { seats: { allaria: { power: { unspent: 2 } } } },
      EPIC_ALLARIA,
      /seats\.allaria\.power: an Epic board's Power is the tokens on its slots/,
    ],
    [
      'EV-EGEN-7: more Units than the Maximum Force slots allow',
      {
        regions: { allar: { units: { allaria: 8 } } },
        seats: { allaria: { slots: { '0': 'unspent' } } },
      },
      EPIC_ALLARIA,
      /regions\.allar\.units\.allaria: 8 Units exceed the 7-Unit limit \(RB-19a, EV-EGEN-7/,
    ],
    [
      'RB-41: a bond to oneself',
      { seats: { allaria: { bondedTo: 'allaria' } } },
      {},
      /seats\.allaria\.bondedTo: a seat cannot bond with itself/,
    ],
    [
      'RB-41: a Dragon bonded to two Generals',
      { seats: { allaria: { bondedTo: 'fulgen' }, tyveria: { bondedTo: 'fulgen' } } },
      {},
      /seats\.tyveria\.bondedTo: .* is already bonded to Elyse/,
    ],
    [
      'EV-NOFACE-4: a bond between players in the fully competitive game',
      { seats: { allaria: { bondedTo: 'fulgen' } } },
      { seats: HUMAN_TABLE.slice(0, 3), noFaceless: 'competitive' },
      /seats\.allaria\.bondedTo: the fully competitive game has no bonds between players/,
    ],
    [
      'RB-36: a full Essence track',
      { seats: { fulgen: { essence: Array(6).fill('neutral') } } },
      {},
      /seats\.fulgen\.essence: at most 5 Units \(a full track pays at once, RB-36\)/,
    ],
    [
      'RB-36: Essence of a faction not in the game',
      { seats: { fulgen: { essence: ['nahuac'] } } },
      {},
      /seats\.fulgen\.essence: nahuac has no Units in this game/,
    ],
    [
      'EV-SAGA-RELIC-1: Relic tokens on a card not in the lineup',
      { sagas: [{ id: 'relics' }], lineup: [null], relics: { 'moon-rider': 1 } },
      {},
      /relics\.moon-rider: Relic tokens lie only on cards in the lineup/,
    ],
    [
      'EV-SAGA-RELIC: Relic tokens without their Saga',
      { lineup: ['moon-rider'], relics: { 'moon-rider': 1 } },
      {},
      /relics: Relic tokens come only with Legendary relics secretly guarded/,
    ],
    [
      'EV-STAGE-2: a Stage card both in the deck and on the stack',
      { sagas: KADMOS, stack: [{ stage: 'ember-1' }], stageDeck: ['ember-1'] },
      {},
      /stageDeck: a Stage card is listed twice/,
    ],
    [
      'EV-SAGA-SETUP-4: Saga setup with a marker past ∞',
      { sagas: [{ id: 'crow', stage: 1 }], sagaSetup: true },
      {},
      /sagas\.0\.stage: Saga setup runs with the marker on ∞/,
    ],
    [
      'the Sagas given outside the scenario',
      { sagas: KADMOS },
      { sagas: ['kadmos', 'crow', 'null'] },
      /sagas: a scenario lists its Sagas in scenario\.sagas/,
    ],
  ])('%s', (_name, scenario, options, why) => {
    expect(refusal(scenario, options)).toMatch(why);
  });
});

describe('scenario: what a position can say', () => {
  it('EV-EGEN-7, RB-19a: an Epic General with both Maximum Force slots filled holds 8 Units in a region', () => {
    const s = scenarioGame(
      {
        regions: { allar: { units: { allaria: 8 } } },
        seats: { allaria: { slots: { '0': 'unspent', '1': 'spent' } } },
      },
      EPIC_ALLARIA,
    );
    expect(units(s, 'allar', 'allaria')).toBe(8);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 1 });
    expect(s.supply.units.allaria).toBe(12);
  });

  it('RB-39a: the Denizen deck in a given order and the discard pile; the lineup fills from its top, passing over Creatures', () => {
    const s = scenarioGame({
      denizenDeck: ['gloom-stalker', 'moon-rider', 'cross-sage', 'ashen-priestess'],
      denizenDiscard: ['stone-colossus', 'ysval-warden'],
    });
    expect(s.lineup).toEqual(['moon-rider', 'cross-sage', 'ashen-priestess', null, null, null]);
    expect(s.denizenDeck).toEqual(['gloom-stalker']);
    expect(s.denizenDiscard).toEqual(['stone-colossus', 'ysval-warden']);
    expect(s.creatures).toEqual([]);
  });

  it('RB-39a: with a lineup given, the deck keeps its order exactly', () => {
    const s = scenarioGame({
      lineup: ['moon-rider'],
      denizenDeck: ['cross-sage', 'gloom-stalker'],
    });
    expect(s.denizenDeck).toEqual(['cross-sage', 'gloom-stalker']);
    expect(s.lineup).toEqual(['moon-rider', null, null, null, null, null]);
  });

  it('EV-DDIAL-15: a bonded dial’s Essence track; its Units are out of their supply', () => {
    const s = scenarioGame({
      sagas: KADMOS,
      dials: [
        { kind: 'dragon', region: 'cross', bondedTo: 'allaria', essence: ['neutral', 'tyveria'] },
      ],
    });
    expect(s.dials[0]).toMatchObject({
      id: 'dragon-a',
      bondedTo: 'allaria',
      essence: ['neutral', 'tyveria'],
    });
    expect(s.supply.units.neutral).toBe(29);
    expect(s.supply.units.tyveria).toBe(19);
  });

  it('RB-39a, EV-WEEP-12: a Creature’s Region card lies under it, out of the Region deck, and a General controlling the region claims it at Clean-up', () => {
    const s = scenarioGame({
      regions: { cross: { units: { allaria: 1 } } },
      creatures: [{ card: 'gloom-stalker', region: 'cross', regionCard: 'cross' }],
      stack: [{ event: 'dragons-rest' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    });
    expect(s.round).toBe(2);
    expect(s.creatures[0].regionCard).toBeNull();
    expect(seat(s, 'allaria').hand).toContain('region:cross');
    const before = scenarioGame({
      creatures: [{ card: 'gloom-stalker', region: 'cross', regionCard: 'cross' }],
    });
    expect(before.creatures[0].regionCard).toBe('cross');
    expect(before.regionDeck).not.toContain('cross');
    // 12 cards but the two Generals' home cards (in hand) and the Crossing's.
    expect(before.regionDeck).toHaveLength(9);
  });

  it('EV-STAGE-2, Q-STAGE-2: a given Stage deck; the cards on neither the deck nor the stack are discarded', () => {
    const s = scenarioGame({
      sagas: KADMOS,
      stageDeck: ['tide-2', 'ember-3'],
      stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
    });
    expect(s.stageDeck).toEqual(['tide-2', 'ember-3']);
    expect(s.stageDiscard).toHaveLength(STAGE_CARDS.length - 3);
    expect(s.stageDiscard).not.toContain('ember-1');
    // Ember-1 is resolving: Kadmos (on the ember marker) Stage I asks where its dial goes.
    expect(s.pending).toMatchObject({ rule: 'EV-SAGA-KAD-7' });
  });

  it('EV-SAGA-SETUP-7, sagaSetup: each Saga’s setup runs on the custom position, in the listed order', () => {
    const position: Scenario = {
      regions: { cross: { units: { neutral: 1 } }, allar: { units: { allaria: 2 } } },
      sagas: [{ id: 'crow' }, { id: 'zenith' }],
    };
    const plain = scenarioGame(position);
    expect(units(plain, 'cross', 'neutral')).toBe(1);
    expect(seat(plain, 'fulgen').power.unspent).toBe(0);
    const s = scenarioGame({ ...position, sagaSetup: true });
    // EV-SAGA-CROW-1: +1 neutral Unit in each non-starting region; EV-SAGA-ZENITH-1: 1 Power each.
    expect(units(s, 'cross', 'neutral')).toBe(2);
    expect(units(s, 'moon', 'neutral')).toBe(1);
    expect(units(s, 'allar', 'neutral')).toBe(0);
    expect(s.seats.map((x) => x.power.unspent)).toEqual([1, 1, 1, 1]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
  });

  it('EV-SAGA-SETUP-7, sagaSetup: a setup that asks (Kadmos’s dials) asks its chooser before Planning', () => {
    let s = scenarioGame({ sagas: KADMOS, sagaSetup: true });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-region', rule: 'EV-SAGA-KAD-3' });
    s = answer(s, { kind: 'region', region: 'moon' });
    s = answer(s, { kind: 'region', region: 'hollow' });
    expect(s.dials.filter((d) => d.region).map((d) => d.region)).toEqual(['moon', 'hollow']);
    expect(s.pending).toMatchObject({ kind: 'plan' });
  });
});
