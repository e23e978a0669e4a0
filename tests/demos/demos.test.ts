import { describe, expect, it } from 'vitest';
import type { GameState, LogEntryOf, LogKind, RegionId, SeatId } from '../../src/engine';
import { replay } from '../../src/engine';
import { BUILT_IN_DEMOS } from '../../src/demos/builtIn';
import { movesUpTo, runDemo } from '../../src/demos/runner';
import type { Demo } from '../../src/demos/types';

/** Every state of a demo; fails the test with the engine's words when a step is refused. */
function statesOf(demo: Demo): GameState[] {
  const run = runDemo(demo);
  if (!run.ok) throw new Error(`${demo.id}, step ${run.step}: ${run.error}`);
  return run.states;
}

const demo = (id: string) => BUILT_IN_DEMOS.find((d) => d.id === id)!;
const last = (id: string) => statesOf(demo(id)).at(-1)!;
const logOf = <K extends LogKind>(s: GameState, kind: K) =>
  s.log.filter((e): e is LogEntryOf<K> => e.kind === kind);
const units = (s: GameState, region: RegionId, side: SeatId | 'neutral') =>
  s.regions[region].units[side] ?? 0;
const seat = (s: GameState, id: SeatId) => s.seats.find((x) => x.id === id)!;
const dicePerRoll = (s: GameState) =>
  logOf(s, 'combat-roll').map((e) => `${e.side} ${e.faces.length}`);

describe('every built-in demo', () => {
  it('has a unique id, a title, a blurb, rule ids and a caption on every step', () => {
    const ids = BUILT_IN_DEMOS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of BUILT_IN_DEMOS) {
      expect(d.title && d.blurb, d.id).toBeTruthy();
      expect(d.rules.length, d.id).toBeGreaterThan(0);
      expect(d.steps.every((step) => step.caption.length > 0)).toBe(true);
    }
  });

  it('is marked as house content: every position stands on the house map', () => {
    expect(BUILT_IN_DEMOS.filter((d) => !d.house).map((d) => d.id)).toEqual([]);
  });

  it('covers all nine Sagas, the Weeping Mother, a Stronghold siege, an Epic Dragon and an Epic General', () => {
    expect(BUILT_IN_DEMOS.map((d) => d.id)).toEqual(
      expect.arrayContaining(['epic-dragon', 'epic-general']),
    );
    const sagas = new Set(
      BUILT_IN_DEMOS.flatMap((d) => d.setup.scenario?.sagas ?? []).map((s) => s.id),
    );
    expect([...sagas].sort()).toEqual([
      'crow',
      'kadmos',
      'null',
      'relics',
      'return',
      'strongholds',
      'weavers',
      'wilderness',
      'zenith',
    ]);
    expect(BUILT_IN_DEMOS.some((d) => d.rules.some((r) => r.startsWith('EV-WEEP')))).toBe(true);
    expect(BUILT_IN_DEMOS.some((d) => d.id === 'stronghold-siege')).toBe(true);
  });

  it.each(BUILT_IN_DEMOS.map((d) => [d.id, d] as const))(
    '%s: the setup is accepted and every step is a legal move',
    (_id, d) => {
      const states = statesOf(d);
      expect(states).toHaveLength(d.steps.length);
      // The steps are a real game: replaying their moves from the setup gives the last position.
      const moves = movesUpTo(d, states, states.length - 1);
      expect(replay(d.setup, moves)).toEqual(states.at(-1));
      // The demo still has something to show at its end: no step plays past the game's end.
      expect(states.at(-1)!.result).toBeNull();
    },
  );
});

describe('what each demo shows', () => {
  it('saga-kadmos, EV-SAGA-KAD-8/9: the dial heals its 3 wounds, Wraths Tyveria and keeps the 1 wound it took', () => {
    const s = last('saga-kadmos');
    expect(logOf(s, 'dial-healed')).toMatchObject([{ healed: 3, rule: 'EV-SAGA-KAD-8' }]);
    expect(logOf(s, 'saga-attack')).toMatchObject([{ rule: 'EV-SAGA-KAD-9', region: 'blood' }]);
    expect(s.dials.find((d) => d.kind === 'dragon')).toMatchObject({ region: 'moon', wounds: 1 });
    expect(units(s, 'blood', 'tyveria')).toBe(0);
    expect(units(s, 'tyvh', 'tyveria')).toBe(2);
  });

  it('saga-crow, EV-SAGA-CROW-2/3: the 3 neutral Units of Vaala Crossing assault with 4 dice and drive Allaria out', () => {
    const s = last('saga-crow');
    expect(logOf(s, 'saga-attack')).toMatchObject([
      {
        rule: 'EV-SAGA-CROW-3',
        attacker: { kind: 'force', side: 'neutral', region: 'cross' },
        region: 'allar',
      },
    ]);
    expect(dicePerRoll(s)).toEqual(['attacker 4']);
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(units(s, 'serpent', 'allaria')).toBe(2);
  });

  it('saga-relics, EV-SAGA-RELIC-5/4: Stage I puts a token on the rightmost Denizen, and Allaria takes it retreating from its homeland', () => {
    const states = statesOf(demo('saga-relics'));
    expect(states[1].relics).toEqual({ 'moon-rider': 1, 'cross-sage': 1 });
    const s = states.at(-1)!;
    expect(logOf(s, 'relic-gained')).toMatchObject([{ seat: 'allaria', denizen: 'cross-sage' }]);
    expect(s.relics).toEqual({ 'moon-rider': 1 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
  });

  it('saga-return, EV-SAGA-RETURN-3/4: Skarn adds a neutral Unit to the Red Moon Steppe and a Power token to the Nahuac Wilds', () => {
    const states = statesOf(demo('saga-return'));
    expect(states[1].pending).toMatchObject({ seat: 'skarn', rule: 'EV-SAGA-RETURN-3' });
    const s = states.at(-1)!;
    expect(units(s, 'moon', 'neutral')).toBe(3);
    expect(s.regions.nahu.power).toBe(1);
    expect(s.regions.moon.power).toBe(0);
  });

  it('saga-strongholds, EV-SAGA-HOLD-3/7/14: the Red Moon Steppe gets a 4-wound neutral Stronghold, Hollowdepths a city, the Heartland nothing', () => {
    const [before, after] = statesOf(demo('saga-strongholds'));
    expect(before.strongholds).toEqual({});
    expect(after.strongholds).toEqual({ moon: { owner: 'neutral', woundsLeft: 4 } });
    expect(after.regions.hollow.city).toBe(true);
    expect(after.strongholds.allar).toBeUndefined();
  });

  it('saga-null, EV-SAGA-NULL-5/6/9/11: a Nullborn joins the Portal, the Null force Wraths, Allaria answers with 3 dice, wins and plays Rally', () => {
    const states = statesOf(demo('saga-null'));
    expect(
      states[1].dials
        .filter((d) => d.region === 'cross')
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['nullborn', 'portal']);
    const s = states.at(-1)!;
    // Allaria's force is worth 4 (3 Units and the General) but rolls 3 dice.
    expect(dicePerRoll(s)).toEqual(['attacker 3', 'defender 3']);
    expect(s.dials.filter((d) => d.region !== null)).toEqual([]);
    expect(logOf(s, 'null-force-defeated')).toHaveLength(1);
    expect(logOf(s, 'vaala-played')).toMatchObject([{ seat: 'allaria', card: 'rally' }]);
    expect(units(s, 'allar', 'allaria')).toBe(4);
  });

  it('saga-weavers, EV-SAGA-WEAVE-2/4: Allaria, poorest in Power, plays Battle Hymn for nothing and then draws', () => {
    const s = last('saga-weavers');
    expect(logOf(s, 'vaala-played')).toMatchObject([
      { seat: 'allaria', card: 'battle-hymn', cost: 0 },
    ]);
    expect(logOf(s, 'vaala-drawn')).toMatchObject([{ seat: 'allaria' }]);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'allaria').vaalaHand).toHaveLength(1);
  });

  it('saga-wilderness, EV-SAGA-WILD-9: the Gloom Stalker wounds every Dragon and force next to it, and no one further away', () => {
    const [before, after] = statesOf(demo('saga-wilderness'));
    expect(units(after, 'allar', 'allaria')).toBe(units(before, 'allar', 'allaria') - 1);
    expect(seat(after, 'fulgen').wounds).toBe(1);
    expect(units(after, 'moon', 'neutral')).toBe(0);
    expect(units(after, 'nahu', 'tyveria')).toBe(2);
  });

  it('saga-zenith, EV-SAGA-ZENITH-3: no region keeps more than 1 Power token', () => {
    const [before, after] = statesOf(demo('saga-zenith'));
    expect([
      before.regions.moon.power,
      before.regions.cross.power,
      before.regions.allar.power,
    ]).toEqual([3, 2, 2]);
    expect([
      after.regions.moon.power,
      after.regions.cross.power,
      after.regions.allar.power,
    ]).toEqual([1, 1, 1]);
    expect(after.regions.hollow.power).toBe(1);
  });

  it('weeping-mother, EV-WEEP-3/4/5/6: she appears in the Fell Gate with its Region card, its 2 Power tokens are destroyed, the other mothers discarded', () => {
    const [before, after] = statesOf(demo('weeping-mother'));
    expect(before.regions.fell.power).toBe(2);
    const mothers = after.creatures.filter((c) => c.card.startsWith('weeping-mother'));
    expect(mothers).toEqual([expect.objectContaining({ region: 'fell', regionCard: 'fell' })]);
    expect(after.regions.fell.power).toBe(0);
    expect(after.denizenDiscard.filter((d) => d.startsWith('weeping-mother'))).toHaveLength(3);
  });

  it('epic-dragon, EV-EDRAGON-5/7: a Health token gives Epic Fulgen a 4th wound space, a Combat slot under the space he stands on makes his Wrath roll 5 dice', () => {
    const states = statesOf(demo('epic-dragon'));
    const fulgen = (s: GameState) => seat(s, 'fulgen');
    expect(fulgen(states[0]).epic!.slots.every((t) => t === null)).toBe(true);
    expect(fulgen(states[5]).epic!.slots.slice(0, 6)).toEqual([
      'unspent',
      null,
      null,
      null,
      null,
      'unspent',
    ]);
    const end = states.at(-1)!;
    expect(dicePerRoll(end)).toEqual(['attacker 5', 'defender 2']);
    expect(units(end, 'tyvh', 'neutral')).toBe(0);
    expect(fulgen(end).essence).toEqual(['neutral', 'neutral']);
  });

  it('epic-general, EV-EGEN-2/3/7/8/12, EV-ABIL-3: Elyse assaults from her region with 4 dice, uses her ability for Muster, and deploys 3 Units up to 7 where she stands', () => {
    const states = statesOf(demo('epic-general'));
    const origins = states[0].pending!.options.flatMap((o) =>
      o.kind === 'target' ? [o.from] : [],
    );
    expect(new Set(origins)).toEqual(new Set(['cross']));
    const end = states.at(-1)!;
    expect(dicePerRoll(end)).toEqual(['attacker 4', 'defender 1']);
    expect(units(end, 'moon', 'neutral')).toBe(0);
    expect(units(end, 'cross', 'allaria')).toBe(7);
    expect(units(end, 'allar', 'allaria')).toBe(3);
    expect(seat(end, 'allaria').vaalaDiscard).toContain('muster');
    expect(seat(end, 'allaria').power).toEqual({ unspent: 2, spent: 1 });
  });

  it('stronghold-siege, EV-SAGA-HOLD-16/31/17/18: the first 3 hits take the Stronghold to 1 wound, it adds a die to Tyveria, then falls, then the city, then a Unit', () => {
    const states = statesOf(demo('stronghold-siege'));
    const firstRound = states[2];
    expect(firstRound.strongholds.moon).toEqual({ owner: 'tyveria', woundsLeft: 1 });
    expect(units(firstRound, 'moon', 'tyveria')).toBe(2);
    expect(dicePerRoll(firstRound)).toEqual(['attacker 6', 'defender 3']);
    const s = states.at(-1)!;
    expect(s.strongholds.moon).toBeUndefined();
    expect(logOf(s, 'stronghold-destroyed')).toHaveLength(1);
    expect(s.regions.moon.city).toBe(false);
    expect(units(s, 'moon', 'tyveria')).toBe(1);
    expect(dicePerRoll(s).slice(2)).toEqual(['attacker 5', 'defender 2']);
  });
});

describe('runDemo refuses a demo the rules refuse', () => {
  const base = demo('saga-null');

  it('a move that is not legal fails at its step, in the engine’s words', () => {
    const run = runDemo({
      ...base,
      steps: [
        base.steps[0],
        { caption: 'x', play: { seat: 'fulgen', choice: { kind: 'retreat' } } },
      ],
    });
    expect(run).toMatchObject({
      ok: false,
      step: 1,
      error: expect.stringMatching(/legal choices/),
    });
  });

  it('a move by the wrong seat fails', () => {
    const run = runDemo({
      ...base,
      steps: [base.steps[0], { caption: 'x', play: { seat: 'allaria', choice: { kind: 'done' } } }],
    });
    expect(run).toMatchObject({
      ok: false,
      step: 1,
      error: expect.stringMatching(/Fulgen's decision/),
    });
  });

  it("'pending' stands only for a Faceless decision, never a human's", () => {
    const run = runDemo({ ...base, steps: [base.steps[0], { caption: 'x', play: 'pending' }] });
    expect(run).toMatchObject({ ok: false, step: 1, error: 'no Faceless decision is waiting' });
  });

  it('a setup the engine refuses fails before any step', () => {
    const run = runDemo({
      ...base,
      setup: { ...base.setup, scenario: { regions: { moon: { units: { neutral: 7 } } } } },
    });
    expect(run).toMatchObject({ ok: false, step: -1 });
  });

  it('the first step shows the position and plays nothing', () => {
    const run = runDemo({ ...base, steps: [{ caption: 'x', play: base.steps[1].play }] });
    expect(run).toMatchObject({ ok: false, step: 0 });
  });

  it("'pending' lets a Faceless seat's policy decide, and the prelude leads to the first step", () => {
    const faceless: Demo = {
      ...base,
      setup: {
        ...base.setup,
        seats: base.setup.seats.map((s) =>
          s.faction === 'allaria' ? { ...s, controller: 'faceless' } : s,
        ),
      },
      prelude: [{ seat: 'fulgen', choice: { kind: 'done' } }],
      steps: [
        { caption: 'Allaria, Faceless, must answer the Null Wrath.' },
        { caption: 'She does.', play: 'pending' },
      ],
    };
    const run = runDemo(faceless);
    if (!run.ok) throw new Error(run.error);
    // The prelude revealed the Stage card; Allaria (Faceless) fought back and her policy is asked
    // about the Vaala action the win earned her.
    expect(logOf(run.states[0], 'stage-advanced')).toHaveLength(1);
    expect(run.states[0].pending).toMatchObject({
      seat: 'allaria',
      kind: 'vaala',
      automaton: true,
    });
    expect(run.states[1].pending).not.toMatchObject({ seat: 'allaria', kind: 'vaala' });
    expect(run.states[1].moveCount).toBe(run.states[0].moveCount + 1);
  });
});
