/**
 * Schemas for untrusted data (setups, moves, scenarios, saves, saved demos): the few checks the
 * app asks, each refusal a path and a sentence. They replace zod (issue 11, item 9): the start
 * screen and every table ship them, and zod/mini's core was 10 kB gzipped of the table's 150 kB;
 * these are about 1.3 kB. The sentences are zod's English ones (`Invalid option: expected one of
 * …`, `Unrecognized key: "x"`), which players and the tests already read, except that a missing
 * field says `missing (expected …)`. Objects are strict (an unknown key is refused) and only a
 * value's own fields are read; what passes comes back as a fresh copy.
 */

export type Path = (string | number)[];

export interface Issue {
  path: Path;
  message: string;
}

/** A check of untrusted data that holds a `T` when it passes. */
export interface Schema<T> {
  /** The value read (a fresh copy of objects and lists); meaningless once it added issues. */
  read(value: unknown, path: Path, issues: Issue[]): T;
  /** What it expects, in words: `int`, `one of "a"|"b"`. */
  readonly expected: string;
  /** The values it accepts, when it is a choice between a few (a discriminator). */
  readonly values?: readonly unknown[];
}

interface Optional<T> extends Schema<T | undefined> {
  readonly optional: true;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Fields = Record<string, Schema<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends Optional<unknown> ? K : never;
}[keyof F];
type ObjectOf<F extends Fields> = {
  [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]>;
} & { [K in OptionalKeys<F>]?: Infer<F[K]> } extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

export interface ObjectSchema<F extends Fields> extends Schema<ObjectOf<F>> {
  readonly shape: F;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** `input` read with `schema`: the value, or every problem found. */
export function check<T>(schema: Schema<T>, input: unknown): Checked<T> {
  const issues: Issue[] = [];
  const value = schema.read(input, [], issues);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

const problem = (issues: Issue[], path: Path, message: string) => {
  issues.push({ path: [...path], message });
};

/** What zod calls a value's type in a message: `array`, `null`, `NaN`, `Infinity`, `string`. */
function typeOf(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

const wrongType = (issues: Issue[], path: Path, expected: string, value: unknown) =>
  problem(issues, path, `Invalid input: expected ${expected}, received ${typeOf(value)}`);

function ofType<T>(expected: string, is: (value: unknown) => value is T): Schema<T> {
  return {
    expected,
    read(value, path, issues) {
      if (!is(value)) wrongType(issues, path, expected, value);
      return value as T;
    },
  };
}

interface Bounds {
  min?: number;
  max?: number;
}

/** `Too small: expected array to have >=1 items`, `Too big: expected number to be <=4`. */
function outOfBounds(what: string, size: number, { min, max }: Bounds, unit?: string) {
  const measure = (bound: string) => (unit ? `to have ${bound} ${unit}` : `to be ${bound}`);
  if (min !== undefined && size < min) return `Too small: expected ${what} ${measure(`>=${min}`)}`;
  if (max !== undefined && size > max) return `Too big: expected ${what} ${measure(`<=${max}`)}`;
  return null;
}

function bounded<T>(
  schema: Schema<T>,
  bounds: Bounds,
  size: (value: T) => number,
  what: string,
  unit?: string,
): Schema<T> {
  if (bounds.min === undefined && bounds.max === undefined) return schema;
  return {
    expected: schema.expected,
    read(value, path, issues) {
      const before = issues.length;
      const read = schema.read(value, path, issues);
      const out = issues.length === before && outOfBounds(what, size(read), bounds, unit);
      if (out) problem(issues, path, out);
      return read;
    },
  };
}

export const boolean = () => ofType('boolean', (v): v is boolean => typeof v === 'boolean');

export function string(bounds: Bounds & { pattern?: RegExp; message?: string } = {}) {
  const text = ofType('string', (v): v is string => typeof v === 'string');
  const sized = bounded(text, bounds, (s) => s.length, 'string', 'characters');
  const { pattern, message } = bounds;
  if (!pattern) return sized;
  return refine(
    sized,
    (s) => pattern.test(s),
    message ?? `Invalid string: must match pattern ${pattern}`,
  );
}

const SAFE: Bounds = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** A whole number (`int`) within `bounds`, and within what a double holds exactly. */
export function int(bounds: Bounds = {}): Schema<number> {
  const whole: Schema<number> = {
    expected: 'int',
    read(value, path, issues) {
      if (typeof value !== 'number' || !Number.isFinite(value))
        wrongType(issues, path, 'number', value);
      else if (!Number.isInteger(value)) wrongType(issues, path, 'int', value);
      else if (!Number.isSafeInteger(value))
        problem(issues, path, outOfBounds('number', value, SAFE)!);
      return value as number;
    },
  };
  return bounded(whole, bounds, (n) => n, 'number');
}

/** `schema`, and then `test`: a refusal says `message`. */
export function refine<T>(
  schema: Schema<T>,
  test: (value: T) => boolean,
  message: string,
): Schema<T> {
  return {
    expected: schema.expected,
    read(value, path, issues) {
      const before = issues.length;
      const read = schema.read(value, path, issues);
      if (issues.length === before && !test(read)) problem(issues, path, message);
      return read;
    },
  };
}

/** Exactly one of `values` (zod's enum and literal). */
export function oneOf<const T extends string | number | boolean>(values: readonly T[]): Schema<T> {
  const expected = values.length === 1 ? quote(values[0]) : `one of ${values.map(quote).join('|')}`;
  return {
    expected,
    values,
    read(value, path, issues) {
      if (!values.includes(value as T))
        problem(
          issues,
          path,
          `Invalid ${values.length === 1 ? 'input' : 'option'}: expected ${expected}`,
        );
      return value as T;
    },
  };
}

export const literal = <const T extends string | number | boolean>(value: T) => oneOf([value]);

export function optional<T>(schema: Schema<T>): Optional<T> {
  return {
    expected: schema.expected,
    optional: true,
    read: (value, path, issues) =>
      value === undefined ? undefined : schema.read(value, path, issues),
  };
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return {
    expected: `${schema.expected} or null`,
    read: (value, path, issues) => (value === null ? null : schema.read(value, path, issues)),
  };
}

export function array<T>(item: Schema<T>, bounds: Bounds = {}): Schema<T[]> {
  const list: Schema<T[]> = {
    expected: 'array',
    read(value, path, issues) {
      if (!Array.isArray(value)) {
        wrongType(issues, path, 'array', value);
        return [];
      }
      return value.map((entry, i) => item.read(entry, [...path, i], issues));
    },
  };
  return bounded(list, bounds, (l) => l.length, 'array', 'items');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const own = (value: Record<string, unknown>, key: string) =>
  Object.hasOwn(value, key) ? value[key] : undefined;

/** A copy that takes `__proto__` as a field like any other, never as the prototype. */
function put(out: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object with exactly these fields (those not optional must be there), and no others. */
export function object<F extends Fields>(shape: F): ObjectSchema<F> {
  return {
    expected: 'object',
    shape,
    read(value, path, issues) {
      const out: Record<string, unknown> = {};
      if (!isRecord(value)) {
        wrongType(issues, path, 'object', value);
        return out as ObjectOf<F>;
      }
      for (const [key, field] of Object.entries(shape)) {
        const entry = own(value, key);
        if (entry === undefined) {
          if (!('optional' in field))
            problem(issues, [...path, key], `missing (expected ${field.expected})`);
          continue;
        }
        put(out, key, field.read(entry, [...path, key], issues));
      }
      const unknown = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
      if (unknown.length > 0)
        problem(
          issues,
          path,
          `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${unknown.map(quote).join(', ')}`,
        );
      return out as ObjectOf<F>;
    },
  };
}

/** Some of the keys `key` accepts, each with a `value`. */
export function record<K extends string, V>(
  key: Schema<K>,
  value: Schema<V>,
): Schema<Partial<Record<K, V>>> {
  return {
    expected: 'object',
    read(input, path, issues) {
      const out: Record<string, unknown> = {};
      if (!isRecord(input)) {
        wrongType(issues, path, 'object', input);
        return out as Partial<Record<K, V>>;
      }
      for (const name of Object.keys(input)) {
        const before = issues.length;
        key.read(name, [...path, name], issues);
        if (issues.length === before)
          put(out, name, value.read(input[name], [...path, name], issues));
      }
      return out as Partial<Record<K, V>>;
    },
  };
}

/** Objects told apart by the field `key`, whose schema in each option names its values. */
export function discriminated<const O extends readonly ObjectSchema<Fields>[]>(
  key: string,
  options: O,
): Schema<Infer<O[number]>> {
  const byValue = new Map(
    options.flatMap((option) => (option.shape[key]?.values ?? []).map((v) => [v, option] as const)),
  );
  const kinds = oneOf([...byValue.keys()] as string[]);
  return {
    expected: 'object',
    read(value, path, issues) {
      if (!isRecord(value)) {
        wrongType(issues, path, 'object', value);
        return value as Infer<O[number]>;
      }
      const kind = own(value, key);
      const option = byValue.get(kind);
      if (option) return option.read(value, path, issues) as Infer<O[number]>;
      if (kind === undefined)
        problem(issues, [...path, key], `missing (expected ${kinds.expected})`);
      else kinds.read(kind, [...path, key], issues);
      return value as Infer<O[number]>;
    },
  };
}

/**
 * The first of `options` that takes the value. A refusal names what is wrong inside the value when
 * one option alone took its outer form (a list with a bad entry); otherwise it says the value is
 * none of `expected`.
 */
export function union<const O extends readonly Schema<unknown>[]>(
  options: O,
  expected: string,
): Schema<Infer<O[number]>> {
  return {
    expected,
    read(value, path, issues) {
      const inside: Issue[][] = [];
      for (const option of options) {
        const found: Issue[] = [];
        const read = option.read(value, path, found);
        if (found.length === 0) return read as Infer<O[number]>;
        if (found.every((issue) => issue.path.length > path.length)) inside.push(found);
      }
      if (inside.length === 1) issues.push(...inside[0]!);
      else problem(issues, path, `Invalid input: expected ${expected}`);
      return value as Infer<O[number]>;
    },
  };
}
