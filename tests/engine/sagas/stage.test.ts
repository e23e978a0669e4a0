import { describe, expect, it } from 'vitest';
import { createGame, type GameState, type SagaId, type Scenario } from '../../../src/engine';
import { SAGAS, STAGE_CARDS } from '../../../src/engine/content/sagas';
import { answer, logOf, seat } from '../play';
import { scenarioGame } from '../positions';
import { FACELESS_TABLE } from '../../tables';

/** Zenith on the ember marker, Crow on tide, Weavers on gale. */
const THREE_SAGAS: Scenario['sagas'] = [
  { id: 'zenith', marker: 'ember' },
  { id: 'crow', marker: 'tide' },
  { id: 'weavers', marker: 'gale' },
];

const stages = (s: GameState) => Object.fromEntries(s.sagas.map((x) => [x.id, x.stage]));

describe('EV-STAGE: Stage cards in Planning and Resolution', () => {
  it('EV-STAGE-2, EV-STAGE-3, Q-STAGE-5: a Stage card follows each Event card: 2 per round', () => {
    const result = createGame({
      seed: 5,
      seats: FACELESS_TABLE.map((x, i) => (i === 0 ? { ...x, controller: 'human' } : x)),
      initiative: 'allaria',
      sagas: ['zenith', 'crow', 'weavers'],
    });
    if (!result.ok) throw new Error(result.error);
    let s = result.state;
    // Planning has started: the first Event card and a Stage card right after it.
    expect(s.stack.map((c) => c.kind)).toEqual(['event', 'stage']);
    expect(s.stageDeck).toHaveLength(11);
    // Allaria passes first: Planning ends, the second Event card and its Stage card close the
    // stack, which resolves at once (nothing on it asks) and round 2 begins.
    s = answer(s, { kind: 'pass' });
    expect(s.round).toBe(2);
    expect(s.stageDiscard).toHaveLength(2);
    expect(s.stack.map((c) => c.kind)).toEqual(['event', 'stage']);
    expect(s.stageDeck).toHaveLength(9);
    expect(logOf(s, 'stage-advanced')).toHaveLength(2);
  });

  it('EV-STAGE-1, EV-STAGE-4, Q-STAGE-1: each Stage card resolves right after its Event card: second and last', () => {
    let s = scenarioGame({ sagas: THREE_SAGAS, stageDeck: ['ember-1', 'tide-1', 'gale-1'] });
    // Allaria plays Move·Deploy, Fulgen passes; Allaria skips both Glyphs when they resolve.
    s = answer(s, { kind: 'card', card: 'move-deploy' });
    s = answer(s, { kind: 'pass' });
    s = answer(s, { kind: 'done' });
    s = answer(s, { kind: 'done' });
    const order = s.log
      .filter((e) => ['event-revealed', 'stage-advanced', 'card-revealed'].includes(e.kind))
      .map((e) => e.kind);
    expect(order).toEqual([
      'event-revealed',
      'stage-advanced',
      'card-revealed',
      'event-revealed',
      'stage-advanced',
    ]);
  });

  it('EV-STAGE-5, EV-STAGE-6, EV-STAGE-7, EV-STAGE-8: the card moves its own marker only, to Stage I; that Stage resolves; then the card is discarded', () => {
    const s = scenarioGame({
      sagas: THREE_SAGAS,
      regions: { cross: { power: 3 }, moon: { power: 1 } },
      stack: [{ stage: 'ember-1' }],
    });
    expect(stages(s)).toEqual({ zenith: 1, crow: 0, weavers: 0 });
    // Zenith Stage I: all but 1 Power token leave every region holding more (EV-SAGA-ZENITH-3).
    expect(s.regions.cross.power).toBe(1);
    expect(s.regions.moon.power).toBe(1);
    expect(s.stageDiscard).toEqual(['ember-1']);
    expect(logOf(s, 'stage-advanced')[0]).toMatchObject({
      saga: 'zenith',
      stage: 1,
      card: 'ember-1',
    });
  });

  it('EV-STAGE-8, EV-STAGE-9, EV-STAGE-10, EV-STAGE-11, EV-PREC-3: the marker goes I, II, III and stays on III the 4th time, resolving Stage III again', () => {
    const s = scenarioGame({
      sagas: THREE_SAGAS,
      seats: { allaria: { power: { unspent: 3 } }, fulgen: { power: { unspent: 1 } } },
      regions: { cross: { power: 4 } },
      stack: [
        { stage: 'ember-1' },
        { stage: 'ember-2' },
        { stage: 'ember-3' },
        { stage: 'ember-4' },
      ],
    });
    expect(logOf(s, 'stage-advanced').map((e) => e.stage)).toEqual([1, 2, 3, 3]);
    expect(stages(s).zenith).toBe(3);
    expect(s.regions.cross.power).toBe(1);
    // Zenith Stage III twice: Allaria (3 tokens, the most) flips one each time (EV-SAGA-ZENITH-5).
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 2 });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.stageDiscard).toEqual(['ember-1', 'ember-2', 'ember-3', 'ember-4']);
  });

  it('Q-STAGE-2: a 5th advance is a 4th: the marker stays on Stage III', () => {
    const s = scenarioGame({
      sagas: [{ id: 'zenith', marker: 'ember', stage: 3 }],
      seats: { allaria: { power: { unspent: 2 } } },
      stack: [{ stage: 'ember-1' }, { stage: 'ember-2' }],
    });
    expect(logOf(s, 'stage-advanced').map((e) => e.stage)).toEqual([3, 3]);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
  });

  it('Q-STAGE-2: once the Stage deck is used up no Stage card is placed, and the deck is not reshuffled', () => {
    let s = scenarioGame({ sagas: THREE_SAGAS, stageDeck: [] });
    expect(s.stack.map((c) => c.kind)).toEqual(['event']);
    s = answer(s, { kind: 'pass' });
    expect(logOf(s, 'stage-advanced')).toEqual([]);
    expect(s.stageDeck).toEqual([]);
  });

  it('Q-STAGE-4: a Stage with nothing to act on still advances its marker and is discarded', () => {
    // Crow Stage I with no neutral force anywhere: no Assault, but Stage I is reached.
    const s = scenarioGame({ sagas: THREE_SAGAS, stack: [{ stage: 'tide-1' }] });
    expect(stages(s).crow).toBe(1);
    expect(logOf(s, 'saga-attack')).toEqual([]);
    expect(s.stageDiscard).toEqual(['tide-1']);
  });

  it('EV-PREC-5: Stage effects are not cumulative: revealing Stage II resolves only Stage II (Crow: no Stage I Assault)', () => {
    const s = scenarioGame({
      sagas: [
        { id: 'crow', marker: 'tide', stage: 1 },
        { id: 'zenith', marker: 'ember' },
      ],
      // A neutral force next to Allaria's Units: Stage I would make it attack.
      regions: { cross: { units: { neutral: 3 } }, allar: { units: { allaria: 1 } }, moon: {} },
      stack: [{ stage: 'tide-2' }],
    });
    expect(stages(s).crow).toBe(2);
    expect(logOf(s, 'saga-attack')).toEqual([]);
    // Stage II: 1 neutral Unit in each neutral or uncontrolled region (EV-SAGA-CROW-5).
    expect(s.regions.cross.units.neutral).toBe(4);
    expect(s.regions.moon.units.neutral).toBe(1);
  });

  it('EV-STAGE-12, EV-SAGA-SETUP-11: the flavour texts to read aloud are data, marked as house texts', () => {
    for (const id of Object.keys(SAGAS) as SagaId[]) {
      const saga = SAGAS[id];
      expect(saga.flavour.length).toBeGreaterThan(0);
      expect(saga.stageFlavour).toHaveLength(3);
      for (const text of saga.stageFlavour) expect(text.length).toBeGreaterThan(0);
      expect(saga.house).toEqual({ flavour: true });
    }
    expect(STAGE_CARDS).toHaveLength(12);
  });
});
