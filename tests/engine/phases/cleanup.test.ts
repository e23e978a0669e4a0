import { describe, expect, it } from 'vitest';
import type { DenizenId, GameState, RegionId, Scenario } from '../../../src/engine';
import { content } from '../../../src/engine';
import { answer, answers, seat } from '../play';
import { scenarioGame } from '../positions';
import { tableWith } from '../../tables';

const { DENIZEN_IDS, REGION_IDS } = content;

/** Every Denizen card is in exactly one place: the lineup, the deck, a General's board, the map or the discard. */
function denizenWhereabouts(s: GameState): DenizenId[] {
  return [
    ...s.lineup.filter((d): d is DenizenId => d !== null),
    ...s.denizenDeck,
    ...s.seats.flatMap((p) => p.denizens),
    ...s.creatures.map((c) => c.card),
    ...s.denizenDiscard,
  ];
}

/** Region cards a General holds, counting those a Faceless already planned onto the new stack. */
const regionCardsIn = (s: GameState, id: 'allaria' | 'tyveria') =>
  [
    ...seat(s, id).hand,
    ...s.stack.flatMap((c) => (c.kind === 'action' && c.seat === id ? [c.card] : [])),
  ]
    .filter((c) => c.startsWith('region:'))
    .map((c) => c.slice('region:'.length))
    .sort();

/** One Unit of the given General in each listed region. */
const held = (side: 'allaria' | 'tyveria', regions: RegionId[]) =>
  Object.fromEntries(regions.map((r) => [r, { units: { [side]: 1 } }]));

describe('RB-38 Clean-up', () => {
  it('RB-38: face-up Vaala cards are discarded, Action cards return to hands, Region cards are re-dealt, the lineup is refilled, then round 2 Planning starts', () => {
    let s = scenarioGame({
      regions: {
        allar: { units: { allaria: 3 } },
        blood: { units: { tyveria: 2 } },
        cross: { units: { neutral: 1 } },
        moon: { units: { tyveria: 1 } },
      },
      seats: {
        allaria: {
          power: { unspent: 2 },
          vaalaHand: ['battle-hymn'],
          hand: ['move-assault', 'region:cross', 'region:moon'],
        },
      },
      lineup: ['moon-rider', null, 'cross-sage', null, null, null],
      // Both Creatures are on the map already, so the refill cannot take a Region card.
      creatures: [
        { card: 'gloom-stalker', region: 'hollow' },
        { card: 'stone-colossus', region: 'ashen' },
      ],
      stack: [{ event: 'dragons-rest' }, { seat: 'allaria', card: 'harvest-vaala-fortify' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    });
    // No Power in Allarian Heartland, so Harvest passes by; play Battle Hymn (lasting), skip Fortify.
    s = answer(s, { kind: 'vaala', card: 'battle-hymn' });
    expect(seat(s, 'allaria').lasting).toEqual([{ card: 'battle-hymn', used: false }]);
    s = answer(s, { kind: 'done' });

    const allaria = seat(s, 'allaria');
    // (1) the lasting card is discarded.
    expect(allaria.lasting).toEqual([]);
    expect(allaria.vaalaDiscard).toEqual(['battle-hymn']);
    // (2) the played Action card is back in hand.
    expect(allaria.hand.filter((c) => !c.startsWith('region:')).sort()).toEqual([
      'harvest-vaala-fortify',
      'move-assault',
    ]);
    // (3) Allaria keeps only the card of the region she controls; Tyveria gets Red Moon Steppe's.
    expect(regionCardsIn(s, 'allaria')).toEqual(['allar']);
    expect(regionCardsIn(s, 'tyveria')).toEqual(['blood', 'moon']);
    expect([...s.regionDeck].sort()).toEqual(
      REGION_IDS.filter((r) => !['allar', 'blood', 'moon'].includes(r)).sort(),
    );
    // (4) six Denizens in the lineup again.
    expect(s.lineup.filter((d) => d !== null)).toHaveLength(6);
    // The Event card of the round is discarded and round 2 begins with the next Event.
    expect(s.eventDiscard).toEqual(['dragons-rest']);
    expect(s.round).toBe(2);
    expect(s.phase).toBe('planning');
    expect(s.stack).toEqual([{ kind: 'event', event: 'vaala-bloom-1', revealed: false }]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
  });

  it('RB-38: with the Event deck empty the game ends instead of Clean-up', () => {
    let s = scenarioGame({
      round: 6,
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 2 } } },
      seats: {
        allaria: { power: { unspent: 2 }, vaalaHand: ['battle-hymn'] },
        tyveria: { power: { unspent: 1 } },
      },
      lineup: ['moon-rider', null, null, null, null, null],
      stack: [{ event: 'dragons-rest' }, { seat: 'allaria', card: 'harvest-vaala-fortify' }],
      eventDeck: [],
    });
    s = answers(s, { kind: 'vaala', card: 'battle-hymn' }, { kind: 'done' });
    expect(s.result).toEqual({
      winners: ['allaria'],
      reason: 'event-deck',
      scores: { allaria: 6, fulgen: 0, tyveria: 3, skarn: 0 },
    });
    expect(s.phase).toBe('over');
    expect(s.round).toBe(6);
    // No Clean-up: the lasting card is still face up, the cards stay on the stack, the lineup is as it was.
    expect(seat(s, 'allaria').lasting).toEqual([{ card: 'battle-hymn', used: false }]);
    expect(seat(s, 'allaria').hand).not.toContain('harvest-vaala-fortify');
    expect(s.stack).toHaveLength(2);
    expect(s.lineup).toEqual(['moon-rider', null, null, null, null, null]);
    expect(s.pending).toBeNull();
  });
});

describe('RB-38a Region cards at Clean-up', () => {
  const creatureScenario = (where: 'hand' | 'stack'): Scenario => ({
    regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 2 } } },
    seats: {
      allaria: {
        hand:
          where === 'hand'
            ? ['region:allar', 'region:hollow', 'move-assault']
            : ['region:allar', 'move-assault'],
      },
    },
    creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
    stack: [
      { event: 'dragons-rest' },
      ...(where === 'stack' ? [{ seat: 'allaria' as const, card: 'region:hollow' as const }] : []),
    ],
    eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
  });

  it.each(['hand', 'stack'] as const)(
    'RB-38a: the Region card of a Creature’s region goes under the Creature, not into the deck (card in %s)',
    (where) => {
      const s = scenarioGame(creatureScenario(where));
      expect(s.phase).toBe('planning');
      expect(s.round).toBe(2);
      expect(s.creatures.find((c) => c.card === 'gloom-stalker')).toEqual({
        card: 'gloom-stalker',
        region: 'hollow',
        wounds: 0,
        regionCard: 'hollow',
      });
      expect(s.regionDeck).not.toContain('hollow');
      expect(s.seats.some((p) => p.hand.includes('region:hollow'))).toBe(false);
      expect(regionCardsIn(s, 'allaria')).toEqual(['allar']);
    },
  );

  it('RB-38a: each General takes the cards of exactly the regions it controls, wherever those cards were', () => {
    const s = scenarioGame({
      regions: {
        allar: { units: { tyveria: 1 } },
        ysval: { units: { allaria: 2 } },
        blood: { units: { tyveria: 2 } },
        moon: { units: { neutral: 1 } },
        fell: {},
      },
      seats: {
        // Allaria lost her home; her hand holds the Region cards of regions she does not control.
        allaria: { location: 'ysval', hand: ['region:allar', 'region:moon', 'move-assault'] },
        tyveria: { hand: ['region:blood', 'region:fell', 'move-deploy'] },
      },
      // Both Creatures are on the map, so no revealed Creature takes a Region card from the deck.
      creatures: [
        { card: 'gloom-stalker', region: 'nahu' },
        { card: 'stone-colossus', region: 'ashen' },
      ],
      stack: [{ event: 'dragons-rest' }, { seat: 'tyveria', card: 'region:ysval' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    });
    expect(s.round).toBe(2);
    expect(regionCardsIn(s, 'allaria')).toEqual(['ysval']);
    expect(regionCardsIn(s, 'tyveria')).toEqual(['allar', 'blood']);
    expect([...s.regionDeck].sort()).toEqual(
      REGION_IDS.filter((r) => !['ysval', 'allar', 'blood'].includes(r)).sort(),
    );
  });

  it.each([
    ['human', 'claims it', true],
    ['faceless', 'leaves it under the Creature', false],
  ] as const)(
    'RB-38a: a %s General controlling a Creature’s region %s (Creature cards follow the Weeping Mother rules)',
    (controller, _what, claimed) => {
      const s = scenarioGame(
        {
          regions: {
            allar: { units: { allaria: 3 } },
            hollow: { units: { allaria: 2 } },
            blood: { units: { tyveria: 2 } },
          },
          creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
          seats: { allaria: { hand: ['region:allar', 'region:hollow'] } },
          stack: [{ event: 'dragons-rest' }],
          eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
        },
        controller === 'human' ? {} : { seats: tableWith(['allaria']) },
      );
      expect(s.round).toBe(2);
      expect(regionCardsIn(s, 'allaria')).toEqual(claimed ? ['allar', 'hollow'] : ['allar']);
      expect(s.creatures.find((c) => c.card === 'gloom-stalker')!.regionCard).toBe(
        claimed ? null : 'hollow',
      );
      expect(s.regionDeck).not.toContain('hollow');
    },
  );
});

describe('RB-39 / RB-39a the Denizen lineup', () => {
  it('RB-39: the lineup is refreshed to 6: taken slots refill and the old cards are shuffled back in', () => {
    const before: (DenizenId | null)[] = [
      'moon-rider',
      null,
      'cross-sage',
      null,
      null,
      'blood-reaver',
    ];
    const s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 2 } } },
      seats: {
        allaria: { denizens: ['allar-knight', 'fell-ranger'] },
        tyveria: { denizens: ['tyvh-shieldmaiden'] },
      },
      // Both Creatures are on the map, so every revealed card takes a slot.
      creatures: [
        { card: 'gloom-stalker', region: 'hollow' },
        { card: 'stone-colossus', region: 'crown' },
      ],
      lineup: before,
      stack: [{ event: 'dragons-rest' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    });
    expect(s.round).toBe(2);
    expect(s.lineup.every((d) => d !== null)).toBe(true);
    expect(new Set(s.lineup).size).toBe(6);
    // Held Denizens stay with their Generals; the other 12 - 3 = 9 cards are split 6 lineup / 3 deck.
    expect(s.lineup).not.toContain('allar-knight');
    expect(s.lineup).not.toContain('tyvh-shieldmaiden');
    expect(s.denizenDeck).toHaveLength(3);
    expect(denizenWhereabouts(s).sort()).toEqual([...DENIZEN_IDS].sort());
  });

  it('RB-39a: a revealed Creature takes no slot and enters the region of a random Region card left after the re-deal; the deck running out leaves the lineup short', () => {
    // Generals control 10 regions, so after (3) the Region deck holds only fell and ashen:
    // the lineup (4) is refreshed only after the Region cards were re-dealt.
    const s = scenarioGame({
      regions: {
        ...held('allaria', ['allar', 'ysval', 'crown', 'cross', 'serpent']),
        ...held('tyveria', ['blood', 'tyvh', 'moon', 'nahu', 'hollow']),
        fell: { units: { neutral: 1 } },
      },
      seats: {
        allaria: { denizens: ['ysval-warden', 'crown-sentinel', 'fell-ranger', 'allar-knight'] },
        tyveria: {
          denizens: ['tyvh-shieldmaiden', 'cross-sage', 'blood-reaver', 'serpent-corsair'],
        },
      },
      lineup: ['moon-rider', null, 'hollow-miner', 'nahu-hunter', null, 'ashen-priestess'],
      stack: [{ event: 'dragons-rest' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
    });
    expect(s.round).toBe(2);
    // Four cards fill slots 1–4 from the left; with the deck empty the last two slots stay empty.
    expect(s.lineup.slice(0, 4).sort()).toEqual(
      ['ashen-priestess', 'hollow-miner', 'moon-rider', 'nahu-hunter'].sort(),
    );
    expect(s.lineup.slice(4)).toEqual([null, null]);
    expect(s.denizenDeck).toEqual([]);
    // Both Creatures took a Region card each, from the two left in the deck.
    expect(s.creatures.map((c) => c.region).sort()).toEqual(['ashen', 'fell']);
    for (const c of s.creatures) expect(c.regionCard).toBe(c.region);
    expect(s.regionDeck).toEqual([]);
    expect(regionCardsIn(s, 'allaria')).toEqual(['allar', 'cross', 'crown', 'serpent', 'ysval']);
    expect(regionCardsIn(s, 'tyveria')).toEqual(['blood', 'hollow', 'moon', 'nahu', 'tyvh']);
  });

  /** All 12 regions controlled, so the Region deck is empty when the Stone Colossus is revealed. */
  const allControlled = (power: Partial<Record<RegionId, number>>, seed: number) =>
    scenarioGame(
      {
        regions: Object.fromEntries(
          REGION_IDS.map((r, i) => [
            r,
            { units: { [i < 6 ? 'allaria' : 'tyveria']: 1 }, power: power[r] ?? 0 },
          ]),
        ),
        seats: {
          allaria: {
            location: 'allar',
            denizens: ['ysval-warden', 'crown-sentinel', 'fell-ranger', 'allar-knight'],
          },
          tyveria: {
            location: 'blood',
            denizens: ['tyvh-shieldmaiden', 'cross-sage', 'blood-reaver', 'serpent-corsair'],
          },
        },
        creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
        lineup: ['moon-rider', 'hollow-miner', 'nahu-hunter', 'ashen-priestess', null, null],
        stack: [{ event: 'dragons-rest' }],
        eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      },
      { seed },
    );

  it('RB-39a: with no Region card left the Creature goes to the controlled region with the most Power tokens', () => {
    const s = allControlled({ ysval: 2, moon: 4, ashen: 3 }, 1);
    expect(s.round).toBe(2);
    expect(s.regionDeck).toEqual([]);
    expect(s.creatures).toContainEqual({
      card: 'stone-colossus',
      region: 'moon',
      wounds: 0,
      regionCard: null,
    });
  });

  it('RB-39a: a tie for the most Power is broken at random with the game’s generator', () => {
    const landing = (seed: number) =>
      allControlled({ ysval: 3, moon: 3, ashen: 1 }, seed).creatures.find(
        (c) => c.card === 'stone-colossus',
      )!.region;
    const seen = new Set<RegionId>();
    for (let seed = 1; seed <= 12; seed++) {
      const region = landing(seed);
      expect(['ysval', 'moon']).toContain(region);
      expect(landing(seed)).toBe(region);
      seen.add(region);
    }
    expect([...seen].sort()).toEqual(['moon', 'ysval']);
  });

  it('RB-39a: a defeated Creature’s card goes to the Denizen discard and is not shuffled back at Clean-up', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 5 } }, blood: { units: { tyveria: 2 } } },
      creatures: [{ card: 'stone-colossus', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      // 6 dice (5 Units + General): four critical hits fill the Colossus's 4 wounds.
      dice: ['X', '2X', 'X', '0', '0', '0'],
    });
    s = answer(s, {
      kind: 'target',
      from: 'allar',
      target: { kind: 'creature', card: 'stone-colossus' },
    });
    expect(s.creatures).toEqual([]);
    expect(s.denizenDiscard).toEqual(['stone-colossus']);
    // Advance nobody, keep the General home, skip Vaala and Deploy.
    s = answers(s, { kind: 'count', n: 0 }, { kind: 'done' }, { kind: 'done' }, { kind: 'done' });
    expect(s.round).toBe(2);
    expect(s.denizenDiscard).toEqual(['stone-colossus']);
    expect(s.denizenDeck).not.toContain('stone-colossus');
    expect(s.lineup).not.toContain('stone-colossus');
  });
});

describe('RB-40 Creatures after combat', () => {
  it('RB-40: a Creature heals fully when the combat ends, a Dragon keeps its wounds', () => {
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 3 } }, blood: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'allar' }, fulgen: { location: 'cross' } },
      creatures: [{ card: 'stone-colossus', region: 'crown' }],
      stack: [{ seat: 'fulgen', card: 'fly-wrath-a' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      // Fulgen (CV 5): two normal hits; the Colossus (CV 2) counterattacks with two hits.
      dice: ['1', '1', '0', '0', '0', '1', '1'],
    });
    s = answers(
      s,
      { kind: 'done' },
      {
        kind: 'target',
        from: 'cross',
        target: { kind: 'creature', card: 'stone-colossus' },
      },
    );
    expect(s.pending?.kind).toBe('press-on');
    expect(s.creatures.find((c) => c.card === 'stone-colossus')!.wounds).toBe(2);
    expect(seat(s, 'fulgen').wounds).toBe(2);
    s = answer(s, { kind: 'retreat' });
    expect(s.creatures.find((c) => c.card === 'stone-colossus')).toEqual({
      card: 'stone-colossus',
      region: 'crown',
      wounds: 0,
      regionCard: null,
    });
    expect(seat(s, 'fulgen').wounds).toBe(2);
    expect(seat(s, 'fulgen').location).toBe('cross');
  });
});
