import { describe, expect, it } from 'vitest';
import type { DieFace, GameState, RegionId, SeatId } from '../../src/engine';
import { answer, logOf, optionKinds, seat, units } from './play';
import { scenarioGame } from './positions';

const bonds = (s: GameState) =>
  Object.fromEntries(s.seats.map((p) => [p.id, p.bondedTo])) as Record<SeatId, SeatId | null>;

/** The pairs that rolled, in order: [General, Dragon]. */
const rolls = (s: GameState) =>
  logOf(s, 'dragonbond-roll').map((e) => [e.seat, e.dragon, e.bonded]);

/** Resolves a Dragonbond Event with the characters placed as given. */
function dragonbondEvent(
  locations: Partial<Record<SeatId, RegionId>>,
  dice: DieFace[],
  options: { initiative?: SeatId; bonded?: [SeatId, SeatId] } = {},
): GameState {
  const seats: Record<string, { location: RegionId; bondedTo?: SeatId }> = {};
  for (const [id, location] of Object.entries(locations)) seats[id] = { location };
  if (options.bonded) seats[options.bonded[0]].bondedTo = options.bonded[1];
  return scenarioGame(
    {
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 3 } } },
      seats,
      stack: [{ event: 'dragonbond' }],
      eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      dice,
    },
    { initiative: options.initiative ?? 'allaria' },
  );
}

describe('RB-41 Dragonbond rolls', () => {
  it.each([
    ['1', '1', true],
    ['2', 'X', true],
    ['2X', '1', true],
    ['X', '2X', true],
    ['0', '1', false],
    ['2', '0', false],
    ['0', '0', false],
  ] as [DieFace, DieFace, boolean][])(
    'RB-41: General rolls %s, Dragon rolls %s: bonded only if both dice hit (any non-0 face, RB-4) → %s',
    (general, dragon, bonded) => {
      const s = dragonbondEvent({ allaria: 'cross', fulgen: 'cross' }, [general, dragon]);
      expect(rolls(s)).toEqual([['allaria', 'fulgen', bonded]]);
      expect(seat(s, 'allaria').bondedTo).toBe(bonded ? 'fulgen' : null);
      expect(seat(s, 'fulgen').bondedTo).toBe(bonded ? 'allaria' : null);
      expect(s.scriptedDice).toEqual([]);
    },
  );

  it('RB-41: a General and a Dragon in different regions do not roll', () => {
    const s = dragonbondEvent(
      { allaria: 'cross', fulgen: 'moon', tyveria: 'ashen', skarn: 'nahu' },
      ['1', '1'],
    );
    expect(rolls(s)).toEqual([]);
    expect(s.scriptedDice).toEqual(['1', '1']);
    expect(Object.values(bonds(s))).toEqual([null, null, null, null]);
  });

  it.each([
    {
      name: 'the first pair bonds, so neither of them rolls again',
      initiative: 'allaria',
      dice: ['1', '1', '1', '1'],
      rolled: [
        ['allaria', 'fulgen', true],
        ['tyveria', 'skarn', true],
      ],
      bonded: { allaria: 'fulgen', fulgen: 'allaria', tyveria: 'skarn', skarn: 'tyveria' },
    },
    {
      name: 'a failed pair lets the General roll with the next Dragon in turn order',
      initiative: 'allaria',
      dice: ['0', '1', '1', '2', '0', '0'],
      rolled: [
        ['allaria', 'fulgen', false],
        ['allaria', 'skarn', true],
        ['tyveria', 'fulgen', false],
      ],
      bonded: { allaria: 'skarn', fulgen: null, tyveria: null, skarn: 'allaria' },
    },
    {
      name: 'turn order starts at the initiative holder: Tyveria, then Skarn, Allaria, Fulgen',
      initiative: 'tyveria',
      dice: ['0', '0', '1', '1', '1', 'X'],
      rolled: [
        ['tyveria', 'skarn', false],
        ['tyveria', 'fulgen', true],
        ['allaria', 'skarn', true],
      ],
      bonded: { allaria: 'skarn', fulgen: 'tyveria', tyveria: 'fulgen', skarn: 'allaria' },
    },
    {
      name: 'with Skarn holding the initiative, Allaria is the first General and Skarn the first Dragon',
      initiative: 'skarn',
      dice: ['X', '1', '2', '2'],
      rolled: [
        ['allaria', 'skarn', true],
        ['tyveria', 'fulgen', true],
      ],
      bonded: { allaria: 'skarn', fulgen: 'tyveria', tyveria: 'fulgen', skarn: 'allaria' },
    },
  ] as {
    name: string;
    initiative: SeatId;
    dice: DieFace[];
    rolled: unknown[];
    bonded: Record<SeatId, SeatId | null>;
  }[])(
    'RB-41: pairs roll one at a time in turn order of the General, then of the Dragon — $name',
    ({ initiative, dice, rolled, bonded }) => {
      const s = dragonbondEvent(
        { allaria: 'cross', fulgen: 'cross', tyveria: 'cross', skarn: 'cross' },
        dice,
        { initiative },
      );
      expect(rolls(s)).toEqual(rolled);
      expect(bonds(s)).toEqual(bonded);
      expect(s.scriptedDice).toEqual([]);
    },
  );

  it('RB-41: characters already bonded never roll; the others in their region still do', () => {
    const s = dragonbondEvent(
      { allaria: 'cross', fulgen: 'cross', tyveria: 'cross', skarn: 'cross' },
      ['1', '1'],
      { bonded: ['allaria', 'fulgen'] },
    );
    expect(rolls(s)).toEqual([['tyveria', 'skarn', true]]);
    expect(bonds(s)).toEqual({
      allaria: 'fulgen',
      fulgen: 'allaria',
      tyveria: 'skarn',
      skarn: 'tyveria',
    });
  });
});

describe('RB-42 / RB-42a bonded partners', () => {
  it('RB-42: a bonded General’s force in its Dragon’s region rolls 2 more dice (+2 CV)', () => {
    const attack = (fulgenAt: RegionId) =>
      answer(
        scenarioGame({
          regions: {
            allar: { units: { allaria: 2 } },
            cross: { units: { neutral: 6 } },
            blood: { units: { tyveria: 1 } },
          },
          seats: { allaria: { bondedTo: 'fulgen' }, fulgen: { location: fulgenAt } },
          stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
          dice: new Array(12).fill('0'),
        }),
        {
          kind: 'target',
          from: 'allar',
          target: { kind: 'force', side: 'neutral', region: 'cross' },
        },
      );
    const attackerDice = (s: GameState) =>
      (logOf(s, 'combat-roll').find((e) => e.side === 'attacker')!.faces as string[]).length;
    // 2 Units + General = 3; +2 with Fulgen in Allarian Heartland.
    expect(attackerDice(attack('allar'))).toBe(5);
    expect(attackerDice(attack('cross'))).toBe(3);
  });

  it.each([
    ['allar', 'controlled by its General', 2],
    ['cross', 'not controlled by its General', 1],
  ] as [RegionId, string, number][])(
    'RB-42: a bonded Dragon harvesting in %s (%s) takes %i tokens',
    (region, _what, taken) => {
      // Fly·Harvest, the Fly skipped: RB-26's 1, +1 in its General's region (§10).
      const s = answer(
        scenarioGame({
          regions: {
            allar: { units: { allaria: 2 }, power: 5 },
            cross: { power: 5 },
            blood: { units: { tyveria: 1 } },
          },
          seats: { allaria: { bondedTo: 'fulgen' }, fulgen: { location: region } },
          stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
        }),
        { kind: 'done' },
      );
      expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'harvest' });
      expect(s.pending!.options[0]).toEqual({ kind: 'count', n: taken });
      const after = answer(s, { kind: 'count', n: taken });
      expect(seat(after, 'fulgen').power.unspent).toBe(taken);
      expect(after.regions[region].power).toBe(5 - taken);
    },
  );

  it('RB-42a: bonded partners cannot target each other with Wrath or Assault; the other characters can', () => {
    const base = {
      regions: {
        cross: { units: { allaria: 2 } },
        moon: { units: { tyveria: 1 } },
        allar: { units: { neutral: 1 } },
      },
      seats: {
        allaria: { location: 'cross' as const, bondedTo: 'fulgen' as const },
        fulgen: { location: 'cross' as const },
        tyveria: { location: 'moon' as const },
        skarn: { location: 'cross' as const },
      },
    };
    const wrath = scenarioGame({ ...base, stack: [{ seat: 'fulgen', card: 'wrath-hoard' }] });
    expect(wrath.pending?.kind).toBe('wrath');
    const wrathTargets = wrath.pending!.options.flatMap((o) =>
      o.kind === 'target' ? [o.target] : [],
    );
    expect(wrathTargets).not.toContainEqual({ kind: 'force', side: 'allaria', region: 'cross' });
    expect(wrathTargets).toContainEqual({ kind: 'dragon', seat: 'skarn' });
    expect(wrathTargets).toContainEqual({ kind: 'force', side: 'tyveria', region: 'moon' });

    const assault = scenarioGame({
      ...base,
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
    });
    expect(assault.pending?.kind).toBe('assault');
    const assaultTargets = assault.pending!.options.flatMap((o) =>
      o.kind === 'target' ? [o.target] : [],
    );
    expect(assaultTargets).not.toContainEqual({ kind: 'dragon', seat: 'fulgen' });
    expect(assaultTargets).toContainEqual({ kind: 'dragon', seat: 'skarn' });
    expect(assaultTargets).toContainEqual({ kind: 'force', side: 'tyveria', region: 'moon' });
  });

  it('RB-42a: a bonded partner’s Dragonfire cannot hit its General’s force', () => {
    const s = scenarioGame({
      regions: {
        cross: { units: { allaria: 2 } },
        moon: { units: { tyveria: 1 } },
      },
      seats: {
        allaria: { location: 'cross', bondedTo: 'fulgen' },
        fulgen: { location: 'cross', power: { unspent: 2 }, vaalaHand: ['dragonfire'] },
        tyveria: { location: 'moon' },
      },
      stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
    });
    expect(s.pending?.kind).toBe('vaala');
    // Tyveria's force is the only target, so the hits land without a further question.
    const after = answer(s, { kind: 'vaala', card: 'dragonfire' });
    expect(units(after, 'cross', 'allaria')).toBe(2);
    expect(units(after, 'moon', 'tyveria')).toBe(0);
    expect(seat(after, 'fulgen').power).toEqual({ unspent: 0, spent: 2 });
  });

  it('RB-42a: each partner fights alone: a Dragon in its General’s attacked region takes no part', () => {
    let s = scenarioGame({
      regions: {
        cross: { units: { allaria: 2 } },
        moon: { units: { tyveria: 4 } },
      },
      seats: {
        allaria: { location: 'allar', bondedTo: 'fulgen' },
        fulgen: { location: 'cross' },
        tyveria: { location: 'moon' },
      },
      stack: [{ seat: 'tyveria', card: 'assault-vaala-deploy' }],
      // Tyveria (5 dice) kills both Units with criticals: the defence is over, Fulgen is untouched.
      dice: ['X', 'X', '0', '0', '0'],
    });
    s = answer(s, {
      kind: 'target',
      from: 'moon',
      target: { kind: 'force', side: 'allaria', region: 'cross' },
    });
    expect(units(s, 'cross', 'allaria')).toBe(0);
    expect(seat(s, 'fulgen').wounds).toBe(0);
    expect(logOf(s, 'combat-roll')).toHaveLength(1);
    // Fulgen is no blocking enemy for Tyveria's advance.
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'advance' });
    expect(s.pending!.options).toContainEqual({ kind: 'count', n: 4 });
  });

  it('RB-42a: a token stolen by injury goes to the partner whose side caused it', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 2 } } },
      seats: {
        allaria: { bondedTo: 'fulgen', power: { unspent: 1 } },
        fulgen: { location: 'moon' },
        tyveria: { location: 'moon', power: { unspent: 1 } },
      },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      // The lone General is injured by Fulgen's critical hit (RB-18a).
      dice: ['X', '0', '0', '0', '0'],
    });
    s = answer(s, {
      kind: 'target',
      from: 'moon',
      target: { kind: 'force', side: 'tyveria', region: 'moon' },
    });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to' });
    expect(optionKinds(s)).toContain('region');
  });
});
