import { describe, expect, it } from 'vitest';
import {
  applyMove,
  decisionTrace,
  movePlaces,
  type GameState,
  type Move,
} from '../../../src/engine';
import { answer, dragonStep, logOf } from '../play';
import { quietGame } from '../positions';
import { tableWith } from '../../tables';

/** Fulgen (a person) flies the last card of the round; a Vaala Bloom waits under it. */
const lastCardOfTheRound = () =>
  quietGame({
    seats: { fulgen: { location: 'ysval' } },
    stack: [{ seat: 'fulgen', card: 'fly-harvest' }, { event: 'vaala-bloom-1' }],
  });

describe('the last decision lit, not what the rules ran after it (decisionTrace)', () => {
  it('RB-24, RB-42: a flight that ends the round lights its two regions, not the next Event’s Power and the Clean-up', () => {
    const s = answer(lastCardOfTheRound(), dragonStep('ysval', 'serpent'));
    const move: Move = { seat: 'fulgen', choice: dragonStep('serpent', 'hollow') };
    const result = applyMove(s, move);
    if (!result.ok) throw new Error(result.error.message);
    const after = result.state;
    // The same move went on: the Vaala Bloom put Power in every region, then the Clean-up.
    expect(after.round).toBe(2);
    expect(logOf(after, 'cleanup')).toHaveLength(1);
    expect(movePlaces(s, after)).toHaveLength(12);

    const trace = decisionTrace(s, move)!;
    expect(trace.regions).toEqual(['serpent', 'hollow']);
    // Its one log line is the flight; the Event's lines after it are not the decision's.
    expect(after.log.slice(s.log.length, trace.logTo).map((e) => e.kind)).toEqual(['dragon-flew']);
    expect(after.log[trace.logTo].kind).toBe('event-revealed');
  });

  it('RB-44a: a Faceless that stops flying at its goal is lit where it stands, and its reason is not put on the Harvest after it', () => {
    const s = quietGame(
      {
        seats: { skarn: { location: 'moon' } },
        regions: { moon: { power: 3 } },
        stack: [{ seat: 'skarn', card: 'fly-harvest' }],
      },
      { seats: tableWith(['skarn']) },
    );
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'fly', automaton: true });
    const move: Move = { seat: 'skarn', choice: { kind: 'auto' } };
    const result = applyMove(s, move);
    if (!result.ok) throw new Error(result.error.message);
    const lines = result.state.log.slice(s.log.length);
    expect(lines.slice(0, 2).map((e) => [e.kind, e.why?.code ?? null])).toEqual([
      ['faceless-held', 'at-goal'],
      ['harvested', null],
    ]);
    const trace = decisionTrace(s, move)!;
    expect(trace.regions).toEqual(['moon']);
    expect(trace.logTo).toBe(s.log.length + 1);
  });

  it('a move the position refuses has no trace', () => {
    const s: GameState = lastCardOfTheRound();
    expect(decisionTrace(s, { seat: 'skarn', choice: { kind: 'done' } })).toBeNull();
  });
});
