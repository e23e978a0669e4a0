import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { runScenario } from '../../scripts/scenarioRunner';
import { logOf, seat, units } from './helpers';

/**
 * Every worked example in docs/examples runs through the same loader as `npm run scenario`, and
 * ends where docs/scenarios.md says it does. An example without a check here fails the suite.
 */
const DIR = join(import.meta.dirname, '../../docs/examples');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

const CLAIMS: Record<string, { title: string; check: (s: GameState) => void }> = {
  'assault-scripted-dice': {
    title:
      'RB-21, RB-31, RB-31a, RB-21a, RB-38a: the crit lands first, the counterattack still hits, the normal hits destroy the force, the attackers advance',
    check: (s) => {
      const [attack, counter] = logOf(s, 'combat-roll');
      expect(attack.params.faces).toEqual(['X', '2', '0', '0', '0']);
      expect(counter.params.faces).toEqual(['1']);
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
      expect(logOf(s, 'combat-ended')[0].params).toEqual({
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
      expect(logOf(s, 'combat-started')[0].params.defender).toBe('neutral@ashen');
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
