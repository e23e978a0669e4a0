import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { moveSchema, setupSchema } from '../../../src/engine';
import { describeIssues } from '../../../src/engine/input/schemaWords';
import { HUMAN_TABLE } from '../../tables';

/**
 * What untrusted data is told at the engine's boundary (applyMove, createGame, save files, saved
 * demos all read it with these schemas): each refusal names the field and what was wrong, in
 * words; nothing extra gets through; what passes is a fresh value of the right shape.
 */

/** The refusal, one line per problem, as applyMove and the setup check word it. */
function refusal(schema: v.GenericSchema, input: unknown): string {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return describeIssues(result.issues);
}

const move = (choice: unknown) => ({ seat: 'allaria', choice });
const setup = { seed: 1, seats: HUMAN_TABLE, initiative: 'allaria' };

describe('a malformed move is told the field and what belongs there', () => {
  it('an unknown seat names the factions and echoes what came', () => {
    expect(refusal(moveSchema, { seat: 'dwarves', choice: { kind: 'auto' } })).toBe(
      'seat: Invalid type: Expected ("allaria" | "tyveria" | "nahuac" | "fulgen" | "skarn" | "fell") but received "dwarves"',
    );
  });

  it('an unknown kind, or none, is named at choice.kind with the kinds there are', () => {
    expect(refusal(moveSchema, move({ kind: 'fly' }))).toMatch(
      /^choice\.kind: Invalid type: Expected \("card" \| \("pass" \| .* \| "seat"\) but received "fly"$/,
    );
    expect(refusal(moveSchema, move({ n: 1 }))).toMatch(
      /^choice\.kind: Missing: expected \("card" \| .* \| "seat"\)$/,
    );
    expect(
      refusal(moveSchema, move({ kind: 'target', from: 'cross', target: { kind: 'x' } })),
    ).toBe(
      'choice.target.kind: Invalid type: Expected ("force" | "dragon" | "creature" | "dial" | "null") but received "x"',
    );
  });

  it('a missing field is named; a count must be a whole number from 0', () => {
    expect(refusal(moveSchema, { choice: { kind: 'auto' } })).toBe('seat: Missing field');
    expect(refusal(moveSchema, move({ kind: 'count', n: -2 }))).toBe(
      'choice.n: Invalid value: Expected >=0 but received -2',
    );
    expect(refusal(moveSchema, move({ kind: 'count', n: 1.5 }))).toBe(
      'choice.n: Invalid safe integer: Received 1.5',
    );
    expect(refusal(moveSchema, move({ kind: 'count', n: 2 ** 53 }))).toMatch(
      /^choice\.n: Invalid safe integer: Received 9007199254740992/,
    );
    expect(refusal(moveSchema, move({ kind: 'count', n: '1' }))).toBe(
      'choice.n: Invalid type: Expected number but received "1"',
    );
  });

  it('a dial that does not exist says which dials do', () => {
    expect(
      refusal(
        moveSchema,
        move({ kind: 'target', from: 'cross', target: { kind: 'dial', id: 'x' } }),
      ),
    ).toMatch(/^choice\.target\.id: Not a dial \(one of dragon-a, .*nullborn-10\)$/);
  });

  it('a long text is echoed cut short, never a whole file back', () => {
    const said = refusal(moveSchema, { seat: 'x'.repeat(100_000), choice: { kind: 'auto' } });
    expect(said).toMatch(/but received "x{40}…"$/);
  });
});

describe('nothing extra gets through', () => {
  it('an unknown field is refused at every level of a move, naming it', () => {
    expect(refusal(moveSchema, { ...move({ kind: 'auto' }), note: 'x' })).toBe(
      '(root): Unknown field "note"',
    );
    expect(refusal(moveSchema, move({ kind: 'auto', junk: 1 }))).toBe(
      'choice: Unknown field "junk"',
    );
    expect(
      refusal(
        moveSchema,
        move({ kind: 'target', from: 'cross', target: { kind: 'null', region: 'cross', x: 0 } }),
      ),
    ).toBe('choice.target: Unknown field "x"');
  });

  it('an unknown field of a setup, a seat or a scenario is refused with its path', () => {
    expect(refusal(setupSchema, { ...setup, speed: 'fast' })).toBe('(root): Unknown field "speed"');
    expect(
      refusal(setupSchema, { ...setup, scenario: { seats: { allaria: { mood: 'grim' } } } }),
    ).toBe('scenario.seats.allaria: Unknown field "mood"');
  });

  it('a key a record does not take is named in its record, quoted, and its value is not gone into', () => {
    const regions = (keyed: object) =>
      refusal(setupSchema, { ...setup, scenario: { regions: keyed } });
    expect(regions({ crss: {} })).toMatch(
      /^scenario\.regions: Invalid key: Expected \("ysval" \| .*\) but received "crss"$/,
    );
    expect(regions({ undefined: { kind: 1 } })).toMatch(
      /^scenario\.regions: Invalid key: Expected \(.*\) but received "undefined"$/,
    );
  });

  it('a "__proto__" key from JSON is refused in an object and never becomes a prototype', () => {
    const polluting = JSON.parse('{"seat":"allaria","choice":{"kind":"auto"},"__proto__":{"x":1}}');
    expect(refusal(moveSchema, polluting)).toBe('(root): Unknown field "__proto__"');
    const regions = JSON.parse('{"__proto__":{"polluted":true},"cross":{"city":true}}') as object;
    const read = v.safeParse(setupSchema, { ...setup, scenario: { regions } });
    if (!read.success) throw new Error(describeIssues(read.issues));
    const out = read.output.scenario?.regions as object;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out).toEqual({ cross: { city: true } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('a list inside a choice of forms is told what inside is wrong', () => {
  it('Sagas: a list with an unknown one names its place; anything else says what belongs', () => {
    expect(refusal(setupSchema, { ...setup, sagas: ['crow', 'owl'] })).toMatch(
      /^sagas: Not a list of Sagas or "random" \(1: Invalid type: Expected \(.*"crow".*\) but received "owl"\)$/,
    );
    expect(refusal(setupSchema, { ...setup, sagas: 'all' })).toBe(
      'sagas: Invalid type: Expected a list of Sagas or "random" but received "all"',
    );
  });
});

describe('what passes is usable', () => {
  it('a setup with a scenario comes back equal, as a fresh copy the input cannot change', () => {
    const input = {
      ...setup,
      seats: HUMAN_TABLE.map((s) => ({ ...s })),
      sagas: ['crow'],
      scenario: {
        round: 2,
        regions: { cross: { units: { allaria: 2 } } },
        lineup: [null, 'cross-sage'],
      },
    };
    const read = v.safeParse(setupSchema, input);
    if (!read.success) throw new Error(describeIssues(read.issues));
    expect(read.output).toEqual(input);
    input.seats[0]!.faction = 'fell';
    input.scenario.regions.cross.units.allaria = 6;
    expect(read.output.seats[0]!.faction).toBe(HUMAN_TABLE[0]!.faction);
    expect(read.output.scenario?.regions?.cross?.units?.allaria).toBe(2);
  });
});
