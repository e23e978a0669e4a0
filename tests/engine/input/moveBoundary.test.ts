import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState, type MoveErrorCode } from '../../../src/engine';
import { answer } from '../play';
import { scenarioGame } from '../positions';
import { tableWith } from '../../tables';

/**
 * applyMove takes exactly a `Move`, nothing more and nothing inherited: a move read from a save or
 * sent by another device is untrusted input.
 */

function refusal(state: GameState, move: unknown, code: MoveErrorCode): string {
  const before = JSON.stringify(state);
  const result = applyMove(state, move);
  expect(result.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) return '';
  expect(result.error.code).toBe(code);
  expect(result.error.message).not.toMatch(/undefined|Cannot read|\n\s+at /);
  return result.error.message;
}

/** Fulgen (Faceless) has a Fly decision waiting: the only legal move is {kind:'auto'}. */
const facelessDecision = () =>
  scenarioGame(
    { stack: [{ seat: 'fulgen', card: 'fly-harvest' }] },
    { seats: tableWith(['fulgen']) },
  );

/** Allaria's Assault can target the Null force in the cross (EV-DIAL-3), nothing in the moon. */
function nullTargetDecision(): GameState {
  const s = scenarioGame({
    regions: { allar: { units: { allaria: 3 } } },
    seats: { allaria: { location: 'ysval' } },
    sagas: [{ id: 'null' }],
    dials: [{ kind: 'portal', region: 'cross' }],
    stack: [{ seat: 'allaria', card: 'move-assault' }],
  });
  return answer(s, { kind: 'done' });
}

describe('applyMove refuses anything but a Move', () => {
  it('a Faceless {kind:"auto"} carrying an extra key is malformed', () => {
    const message = refusal(
      facelessDecision(),
      { seat: 'fulgen', choice: { kind: 'auto', junk: 1 } },
      'malformed',
    );
    expect(message).toMatch(/Not a move: choice: Unknown field "junk"/);
  });

  it('a choice whose kind is inherited, not its own, is malformed', () => {
    const message = refusal(
      facelessDecision(),
      { seat: 'fulgen', choice: Object.create({ kind: 'auto' }) as object },
      'malformed',
    );
    expect(message).toMatch(/"choice" is not plain data/);
  });

  it('a legal move with a note added is malformed', () => {
    const s = facelessDecision();
    const [legal] = legalMoves(s);
    expect(refusal(s, { ...legal, note: 'x' }, 'malformed')).toMatch(
      /\(root\): Unknown field "note"/,
    );
  });

  it('a getter standing for a field is malformed', () => {
    const move = { seat: 'fulgen', choice: { kind: 'auto' } };
    Object.defineProperty(move, 'seat', { get: () => 'fulgen', enumerable: true });
    expect(refusal(facelessDecision(), move, 'malformed')).toMatch(/"seat" is not a plain value/);
  });

  it('a Proxy is read through its own fields only: a getter trap never runs', () => {
    const s = facelessDecision();
    const hostile = new Proxy(
      { seat: 'fulgen', choice: { kind: 'auto' } },
      {
        get: () => {
          throw new Error('a hostile getter');
        },
      },
    );
    const result = applyMove(s, hostile);
    expect(result.ok).toBe(true);
  });

  it('a seat named __proto__ is named in the refusal', () => {
    const move = JSON.parse('{"seat":"__proto__","choice":{"kind":"auto"}}') as unknown;
    expect(refusal(facelessDecision(), move, 'malformed')).toMatch(
      /^Not a move: seat: Invalid type: Expected \("allaria" \|.* but received "__proto__"/,
    );
  });

  it('junk nested 100,000 levels deep is refused at once, without recursion', () => {
    let junk: unknown = 0;
    for (let i = 0; i < 100_000; i++) junk = [junk];
    const message = refusal(
      facelessDecision(),
      { seat: 'fulgen', choice: { kind: 'auto' }, junk },
      'malformed',
    );
    expect(message).toMatch(/nested more than 4 levels deep/);
  });

  it('EV-DIAL-3: a well-formed Null-force target that is not offered is "not one of the legal choices"', () => {
    const s = nullTargetDecision();
    const offered = { kind: 'target', from: 'allar', target: { kind: 'null', region: 'cross' } };
    expect(s.pending!.options).toContainEqual(offered);
    const mistyped = { ...offered, target: { kind: 'null', region: 'moon' } };
    expect(refusal(s, { seat: 'allaria', choice: mistyped }, 'illegal-choice')).toMatch(
      /not one of the \d+ legal choices/,
    );
    expect(applyMove(s, { seat: 'allaria', choice: offered }).ok).toBe(true);
  });

  it('EV-SAGA-KAD: a Dragon-dial target names a dial piece of the box', () => {
    const s = nullTargetDecision();
    const dial = (id: string) => ({
      seat: 'allaria',
      choice: { kind: 'target', from: 'allar', target: { kind: 'dial', id } },
    });
    expect(refusal(s, dial('dragon-a'), 'illegal-choice')).toMatch(/legal choices/);
    expect(refusal(s, dial('dragon-z'), 'malformed')).toMatch(/Not a dial/);
  });
});
