import { describe, expect, it } from 'vitest';
import { moveSchema, setupSchema } from '../../src/engine';
import {
  array,
  check,
  discriminated,
  int,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
  type Schema,
} from '../../src/engine/schema';
import { describeIssues } from '../../src/engine/schemaParts';

/** What a refusal says, one line per problem, as applyMove and the setup check word it. */
function refusal(schema: Schema<unknown>, input: unknown): string {
  const result = check(schema, input);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return describeIssues(result.issues);
}

const seat = object({ seat: oneOf(['allaria', 'fulgen']), n: optional(int({ min: 0 })) });

describe('schemas for untrusted data: each refusal names the field and what belongs there', () => {
  it('an object is strict: unknown keys are named, one or several', () => {
    expect(refusal(seat, { seat: 'allaria', note: 'x' })).toBe('(root): Unrecognized key: "note"');
    expect(refusal(seat, { seat: 'allaria', a: 1, b: 2 })).toBe(
      '(root): Unrecognized keys: "a", "b"',
    );
  });

  it('a missing field says so and what it expects; an optional one may be absent', () => {
    expect(refusal(seat, {})).toBe('seat: missing (expected one of "allaria"|"fulgen")');
    expect(check(seat, { seat: 'fulgen' })).toEqual({ ok: true, value: { seat: 'fulgen' } });
  });

  it('only a value’s own fields count: an inherited field is missing', () => {
    const inherited = Object.create({ seat: 'allaria' }) as object;
    expect(refusal(seat, inherited)).toBe('seat: missing (expected one of "allaria"|"fulgen")');
  });

  it('a "__proto__" key in JSON is an unknown key, never the copy’s prototype', () => {
    const input = JSON.parse('{"seat":"allaria","__proto__":{"polluted":true}}') as unknown;
    expect(refusal(seat, input)).toBe('(root): Unrecognized key: "__proto__"');
    const keyed = record(oneOf(['allaria']), int());
    expect(refusal(keyed, JSON.parse('{"__proto__":1}'))).toBe(
      '__proto__: Invalid input: expected "allaria"',
    );
    const anyKey = check(record(string(), int()), JSON.parse('{"__proto__":1}'));
    if (!anyKey.ok) throw new Error('refused');
    expect(Object.getPrototypeOf(anyKey.value)).toBe(Object.prototype);
    expect(Object.keys(anyKey.value)).toEqual(['__proto__']);
  });

  it('what passes is a fresh copy: changing the input later changes nothing read', () => {
    const input = { seats: [{ seat: 'allaria' }] };
    const result = check(object({ seats: array(seat) }), input);
    if (!result.ok) throw new Error('refused');
    input.seats[0].seat = 'fulgen';
    input.seats.push({ seat: 'fulgen' });
    expect(result.value).toEqual({ seats: [{ seat: 'allaria' }] });
  });

  it('numbers: a wrong type, a fraction, a bound and an unsafe integer each have their words', () => {
    const n = int({ min: 0, max: 4 });
    expect(refusal(n, '1')).toBe('(root): Invalid input: expected number, received string');
    expect(refusal(n, 1.5)).toBe('(root): Invalid input: expected int, received number');
    expect(refusal(n, -1)).toBe('(root): Too small: expected number to be >=0');
    expect(refusal(n, 5)).toBe('(root): Too big: expected number to be <=4');
    expect(refusal(int(), 2 ** 53)).toMatch(/^\(root\): Too big: expected number to be <=/);
    expect(refusal(n, Number.NaN)).toBe('(root): Invalid input: expected number, received NaN');
  });

  it('lists and texts: lengths, patterns and null are named', () => {
    expect(refusal(array(int(), { min: 1 }), [])).toBe(
      '(root): Too small: expected array to have >=1 items',
    );
    expect(refusal(string({ max: 2 }), 'abc')).toBe(
      '(root): Too big: expected string to have <=2 characters',
    );
    expect(refusal(string({ pattern: /^\d+$/ }), 'x')).toBe(
      '(root): Invalid string: must match pattern /^\\d+$/',
    );
    expect(refusal(array(int()), null)).toBe(
      '(root): Invalid input: expected array, received null',
    );
    expect(check(array(nullable(int())), [null, 1]).ok).toBe(true);
    expect(refusal(array(int()), [0, 'x'])).toBe(
      '1: Invalid input: expected number, received string',
    );
  });

  it('a discriminated object names its unknown kind, or what its kind lacks', () => {
    const shape = discriminated('kind', [
      object({ kind: literal('region'), region: oneOf(['cross']) }),
      object({ kind: oneOf(['pass', 'done']) }),
    ]);
    expect(refusal(shape, { kind: 'fly' })).toBe(
      'kind: Invalid option: expected one of "region"|"pass"|"done"',
    );
    expect(refusal(shape, { region: 'cross' })).toBe(
      'kind: missing (expected one of "region"|"pass"|"done")',
    );
    expect(refusal(shape, { kind: 'region' })).toBe('region: missing (expected "cross")');
    expect(refusal(shape, [])).toBe('(root): Invalid input: expected object, received array');
  });

  it('a union names the problem inside the one option that took the value’s form', () => {
    const sagas = union([array(oneOf(['crow'])), literal('random')], 'Sagas or "random"');
    expect(refusal(sagas, ['crow', 'owl'])).toBe('1: Invalid input: expected "crow"');
    expect(refusal(sagas, 'all')).toBe('(root): Invalid input: expected Sagas or "random"');
    expect(check(sagas, 'random').ok).toBe(true);
  });

  it('the game’s schemas word their refusals the same way', () => {
    expect(refusal(moveSchema, { seat: 'allaria', choice: { kind: 'count', n: -2 } })).toBe(
      'choice.n: Too small: expected number to be >=0',
    );
    expect(refusal(setupSchema, { seed: 1, seats: 'four' })).toBe(
      'seats: Invalid input: expected array, received string',
    );
  });
});
