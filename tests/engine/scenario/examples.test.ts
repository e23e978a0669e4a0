import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine';
import { runScenario } from '../../../scripts/scenarioRunner';
import { logOf, partLines, seat, targetKey, units } from '../play';

/**
 * Every worked example in docs/examples runs through the same loader as `npm run scenario`, and
 * ends where docs/scenarios.md says it does. An example without a check here fails the suite.
 */
const DIR = join(import.meta.dirname, '../../../docs/examples');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

const CLAIMS: Record<string, { title: string; check: (s: GameState) => void }> = {
  'assault-scripted-dice': {
    title:
      'RB-21, RB-31, RB-31a, RB-21a, RB-38a: the crit lands first, the counterattack still hits, the normal hits destroy the force, the attackers advance',
    check: (s) => {
      const [attack, counter] = logOf(s, 'combat-roll');
      expect(attack.faces).toEqual(['X', '2', '0', '0', '0']);
      expect(counter.faces).toEqual(['1']);
      expect(units(s, 'cross', 'neutral')).toBe(0);
      expect(units(s, 'cross', 'allaria')).toBe(2);
      expect(units(s, 'allar', 'allaria')).toBe(1);
      expect(seat(s, 'allaria').location).toBe('cross');
      expect(s.supply.units.neutral).toBe(30);
      // Clean-up dealt Allaria the Region cards of both regions it now controls.
      expect(seat(s, 'allaria').hand).toEqual(
        expect.arrayContaining(['region:allar', 'region:cross']),
      );
      expect([s.round, s.phase, s.pending?.seat, s.pending?.kind]).toEqual([
        2,
        'planning',
        'allaria',
        'plan',
      ]);
    },
  },
  'wrath-skull': {
    title:
      'RB-25, RB-37a, RB-31a, RB-33, RB-35: a full wound track heals 5, the normal hit is lost, the injured Dragon gives up a spent token and retreats',
    check: (s) => {
      const fulgen = seat(s, 'fulgen');
      expect(fulgen.wounds).toBe(1);
      expect(fulgen.skipNextGlyph).toBe(true);
      expect(fulgen.location).toBe('serpent');
      expect(fulgen.power).toEqual({ unspent: 2, spent: 0 });
      expect(seat(s, 'skarn').power).toEqual({ unspent: 0, spent: 1 });
      expect(logOf(s, 'skull')).toHaveLength(1);
      expect(logOf(s, 'combat-ended')[0]).toMatchObject({
        attacker: 'standing',
        defender: 'injured',
      });
      expect(s.round).toBe(2);
    },
  },
  'faceless-wrath': {
    title:
      'RB-44b, RB-36: the Faceless Wrath attacks the weakest target below its CV and the destroyed Unit fills its Essence track',
    check: (s) => {
      expect(targetKey(logOf(s, 'combat-started')[0].defender)).toBe('neutral@ashen');
      expect(units(s, 'ashen', 'neutral')).toBe(0);
      expect(units(s, 'hollow', 'tyveria')).toBe(2);
      expect(seat(s, 'skarn').essence).toEqual(['neutral']);
      expect(s.supply.units.neutral).toBe(29);
    },
  },
  'planning-round': {
    title:
      'RB-12, RB-13, RB-14, RB-15: events frame the stack, the first to pass takes the initiative, Resolution starts with the first Event',
    check: (s) => {
      expect(s.round).toBe(3);
      expect(s.initiative).toBe('tyveria');
      expect(
        s.stack.map((c) =>
          c.kind === 'event' ? c.event : c.kind === 'action' ? `${c.seat}:${c.card}` : c.card,
        ),
      ).toEqual([
        'red-moon',
        'fulgen:fly-harvest',
        'tyveria:move-deploy',
        // RB-13a: the Faceless Skarn's one Harvest card lies on top of its deck.
        'skarn:fly-harvest',
        'allaria:region:allar',
        'fulgen:wrath-hoard',
        'dragons-rest',
      ]);
      expect(s.eventDeck).toEqual(['brigands-1', 'vaala-bloom-1']);
      // Red Moon: 2 Power tokens each in the Red Moon Steppe and Vaala Crossing.
      expect([s.regions.moon.power, s.regions.cross.power]).toEqual([3, 3]);
      expect(s.lineup).toEqual([
        'moon-rider',
        null,
        'cross-sage',
        'ysval-warden',
        null,
        'ashen-priestess',
      ]);
      expect(s.creatures).toEqual([
        { card: 'gloom-stalker', region: 'fell', wounds: 1, regionCard: null },
      ]);
      expect([s.phase, s.pending?.seat, s.pending?.kind]).toEqual(['resolution', 'fulgen', 'fly']);
    },
  },
  'kadmos-dial-wrath': {
    title:
      'EV-SAGA-KAD-8/9, EV-DDIAL-5/13/20, EV-SAGA-KAD-15: the wild dial heals and attacks the strongest force (its General bonded to another dial, +3); the wounds go to the bonded dial; the wild dial falls and pays its Trophy',
    check: (s) => {
      expect(s.sagas).toEqual([{ id: 'kadmos', marker: 'ember', stage: 2 }]);
      expect(logOf(s, 'dial-healed')[0]).toMatchObject({ dial: 'dragon-a', healed: 3 });
      expect(logOf(s, 'saga-attack')[0]).toMatchObject({
        attacker: { kind: 'dial', id: 'dragon-a' },
        region: 'allar',
      });
      expect(logOf(s, 'combat-roll').map(partLines)).toEqual([
        ['Dial +3'],
        ['Units +2', 'General +1', 'The Eye of Kadmos +3'],
      ]);
      const [wild, bonded] = s.dials;
      expect(wild).toMatchObject({ id: 'dragon-a', region: null, wounds: 0 });
      // Crit 1 before the counterattack, the normal hit after it (RB-31a), 1 healed by Harvest.
      expect(bonded).toMatchObject({
        id: 'dragon-b',
        region: 'allar',
        wounds: 3,
        bondedTo: 'allaria',
        essence: ['neutral', 'neutral'],
      });
      expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
      expect(units(s, 'allar', 'allaria')).toBe(2);
      expect(s.stageDeck).toEqual(['ember-3', 'tide-1']);
      expect(s.stageDiscard).toHaveLength(10);
      expect(s.pending).toMatchObject({
        seat: 'allaria',
        kind: 'saga-option',
        rule: 'EV-DDIAL-21',
      });
    },
  },
  'null-wraths-wait': {
    title:
      'Q-PREC-2, EV-SAGA-NULL-6/11, EV-SAGA-RELIC-4: both Null Wraths are fought first; then the Vaala action and the Relic token, in the order they were won',
    check: (s) => {
      expect(logOf(s, 'null-wrath').map((e) => e.region)).toEqual(['cross', 'ashen']);
      expect(logOf(s, 'null-force-defeated').map((e) => e.seat)).toEqual(['allaria']);
      expect(seat(s, 'tyveria')).toMatchObject({
        location: 'tyvh',
        power: { unspent: 1, spent: 0 },
      });
      expect(s.relics).toEqual({});
      expect(s.stageDiscard).toEqual(['ember-1']);
      expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
    },
  },
  'stronghold-assault': {
    title:
      'EV-SAGA-HOLD-16/17/18/31, RB-21a: the neutral Stronghold adds 1, takes the first hits and falls, its city takes the next, then the last Unit falls and Allaria advances',
    check: (s) => {
      expect(logOf(s, 'combat-roll').map(partLines)).toEqual([
        ['Units +4', 'General +1'],
        ['Units +1', 'Strongholds of Wonder +1'],
        ['Units +4', 'General +1'],
        ['Units +1'],
      ]);
      expect(logOf(s, 'stronghold-destroyed')).toHaveLength(1);
      expect(s.strongholds).toEqual({ blood: { owner: 'tyveria', woundsLeft: 4 } });
      expect(s.regions.cross).toEqual({ units: { allaria: 2 }, power: 0, city: false });
      expect(s.supply.cities).toBe(10);
      expect(seat(s, 'allaria').hand).toContain('region:cross');
      expect([s.round, s.phase]).toEqual([2, 'planning']);
    },
  },
  'epic-maximum-force': {
    title:
      'EV-EGEN-7, EV-EGEN-3, EV-SLOT-1, EV-CHAR-9: two Maximum Force slots let 8 Units stand where Aellas is; the Deploy places only the one that fits; the Ally token stays with Tyveria',
    check: (s) => {
      expect(units(s, 'allar', 'allaria')).toBe(8);
      expect(s.supply.units.allaria).toBe(12);
      const aellas = seat(s, 'allaria');
      expect(aellas.character).toBe('aellas');
      expect(aellas.power).toEqual({ unspent: 2, spent: 1 });
      expect(aellas.epic!.slots.slice(0, 4)).toEqual(['unspent', 'spent', null, 'unspent']);
      expect(s.ally).toEqual({ holder: 'tyveria' });
      expect(s.options.facelessStrength).toBe('hard');
      expect([s.round, s.pending?.seat, s.pending?.kind]).toEqual([2, 'allaria', 'plan']);
    },
  },
  'weeping-mother-discard': {
    title:
      'EV-WEEP-7/21/23/24/27/28/29: with one sister discarded she rolls 3 dice and falls to her 3rd wound; her card is discarded, her Region card goes back, the attacker gains 1 Power',
    check: (s) => {
      expect(logOf(s, 'combat-roll').map((e) => e.cv)).toEqual([4, 3, 4]);
      expect(s.creatures).toEqual([]);
      expect(s.denizenDiscard).toEqual(['weeping-mother-2', 'weeping-mother-1']);
      expect(s.regionDeck).toContain('cross');
      expect(s.lineup).toEqual(['moon-rider', 'cross-sage', null, null, null, null]);
      expect(s.denizenDeck).toEqual(['weeping-mother-3', 'weeping-mother-4']);
      expect(seat(s, 'allaria')).toMatchObject({
        location: 'cross',
        power: { unspent: 1, spent: 0 },
      });
      expect(units(s, 'cross', 'allaria')).toBe(3);
      expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
    },
  },
  'saga-setup-solo': {
    title:
      'EV-SAGA-SETUP-7, EV-CHOICE-7, EV-SAGA-KAD-3, EV-SAGA-RELIC-1, EV-SAGA-ZENITH-1: the three setups run on the position in order, the solo preference placing the dials',
    check: (s) => {
      expect(
        s.dials
          .filter((d) => d.region)
          .map((d) => d.region)
          .sort(),
      ).toEqual(['fell', 'ysval']);
      expect(Object.values(s.relics)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(s.seats.map((x) => x.power)).toEqual(Array(4).fill({ unspent: 1, spent: 0 }));
      expect(s.supply.power).toBe(36);
      expect([s.round, s.phase, s.pending?.seat, s.pending?.kind]).toEqual([
        1,
        'planning',
        'allaria',
        'plan',
      ]);
    },
  },
  'no-faceless-competitive': {
    title: 'EV-NOFACE-1/3, RB-1a: three players, the Dragonbond Event out of the deck',
    check: (s) => {
      expect(s.seats.map((x) => x.id)).toEqual(['allaria', 'fulgen', 'tyveria']);
      expect(s.eventDeck).toHaveLength(10);
      expect(s.eventDeck).not.toContain('dragonbond');
      expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'vaala' });
    },
  },
};

const examples = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.moves.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

describe('docs/examples', () => {
  it('every example has a documented outcome checked here', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
    expect(examples.filter((name) => !CLAIMS[name])).toEqual([]);
  });

  for (const name of examples) {
    const claim = CLAIMS[name];
    it(`${name}: ${claim?.title ?? 'no claim'}`, () => {
      const movesFile = `${name}.moves.json`;
      const moves = existsSync(join(DIR, movesFile)) ? readJson(movesFile) : [];
      const result = runScenario(readJson(`${name}.json`), moves);
      if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result, null, 2)}`);
      claim.check(result.state);
    });
  }
});
