/**
 * Untrusted input (a move from the UI, a save file, a scenario) is only ever read as plain JSON
 * data within limits. Both checks here are loops with their own stack, never recursion, so data
 * nested 100,000 levels deep is refused in one pass instead of overflowing the call stack.
 */

export interface DataLimits {
  /** Deepest nesting of arrays and objects (the top value is level 0). */
  depth: number;
  /** Most values in all: every object, array, string, number, boolean and null counts. */
  values: number;
}

/**
 * For files and stored data: a save or a scenario nests about 8 levels deep (a scenario's seat's
 * Power stock); nothing the table writes needs 16. A 2 MB save of real moves holds ~100,000 values.
 */
export const FILE_LIMITS: DataLimits = { depth: 16, values: 200_000 };

export type ParsedJson =
  | { ok: true; value: unknown }
  /** `error` is for a player; `detail` is JSON.parse's own words, for the scenario CLI. */
  | { ok: false; error: string; detail?: string };

const where = (path: string) => (path ? `"${path}"` : 'the top value');

function valueProblem(value: unknown, at: Pending): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${where(pathOf(at))} is not a finite number`;
    case 'object':
      return null;
    case 'undefined':
      return `${where(pathOf(at))} has no value`;
    default:
      return `${where(pathOf(at))} is not data (${typeof value})`;
  }
}

function containerProblem(value: object, at: Pending): string | null {
  const proto: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value))
    return proto === Array.prototype ? null : `${where(pathOf(at))} is not a list`;
  if (proto !== Object.prototype && proto !== null)
    return `${where(pathOf(at))} is not plain data (it inherits from another object)`;
  return null;
}

/** A field's own value, read from its descriptor: no getter and no Proxy trap runs. */
function ownValue(value: object, key: string | number): { value: unknown } | null {
  const field = Object.getOwnPropertyDescriptor(value, key);
  return field && 'value' in field ? { value: field.value as unknown } : null;
}

interface Pending {
  value: unknown;
  depth: number;
  /** The field's parent and key: its path is spelled out only for an error. */
  parent: Pending | null;
  key: string;
  /** Where the copy of `value` goes (when copying): `into[key]`, or the result at the top. */
  into: Record<string, unknown> | unknown[] | null;
}

const pathOf = (p: Pending): string => {
  const keys: string[] = [];
  for (let at: Pending | null = p; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Walks `input` checking it is plain JSON data within `limits`; with `copy`, builds a fresh copy
 * from the values the check saw, so no later reader can be shown something else (a Proxy can
 * answer differently each time it is read).
 */
function walk(input: unknown, limits: DataLimits, copy: boolean): ParsedJson {
  try {
    return walkAll(input, limits, copy);
  } catch {
    return { ok: false, error: 'it is not plain data' };
  }
}

const fail = (error: string): ParsedJson => ({ ok: false, error });

function walkAll(input: unknown, limits: DataLimits, copy: boolean): ParsedJson {
  const top: Pending = { value: input, depth: 0, parent: null, key: '', into: null };
  let result: unknown;
  const stack: Pending[] = [top];
  let count = 0;
  while (stack.length > 0) {
    const at = stack.pop()!;
    const { value, depth } = at;
    if (++count > limits.values) return fail(`it holds more than ${limits.values} values`);
    const problem = valueProblem(value, at);
    if (problem) return fail(problem);
    if (typeof value !== 'object' || value === null) {
      if (at === top) result = value;
      else if (copy) put(at, value);
      continue;
    }
    if (depth >= limits.depth) return fail(`it is nested more than ${limits.depth} levels deep`);
    const container = containerProblem(value, at);
    if (container) return fail(container);
    const list = Array.isArray(value);
    const keys = list
      ? Array.from({ length: Number(ownValue(value, 'length')?.value) }, (_, i) => String(i))
      : Object.keys(value);
    const out: Record<string, unknown> | unknown[] = list ? new Array<unknown>(keys.length) : {};
    if (copy) {
      if (at === top) result = out;
      else put(at, out);
    }
    for (const key of keys) {
      const child: Pending = { value: undefined, depth: depth + 1, parent: at, key, into: out };
      if (key === '__proto__') return fail(`${where(pathOf(at))} has a key named "__proto__"`);
      const field = ownValue(value, key);
      if (!field)
        return fail(
          list
            ? `${where(pathOf(child))} is missing from its list`
            : `${where(pathOf(child))} is not a plain value`,
        );
      child.value = field.value;
      stack.push(child);
    }
  }
  return { ok: true, value: copy ? result : input };
}

function put(at: Pending, copy: unknown): void {
  (at.into as Record<string, unknown>)[at.key] = copy;
}

/**
 * Why `input` is not plain JSON data within `limits`, or null when it is. Plain means: only
 * own, enumerable data properties (no getters, nothing inherited, no class instances), no
 * `__proto__` key, no holes in lists, finite numbers. Never throws, even for a hostile Proxy.
 */
export function plainDataProblem(input: unknown, limits: DataLimits): string | null {
  const checked = walk(input, limits, false);
  return checked.ok ? null : checked.error;
}

/** A fresh plain copy of `input` (untrusted data from a caller), or why it is not plain data. */
export const plainDataCopy = (input: unknown, limits: DataLimits): ParsedJson =>
  walk(input, limits, true);

/** The deepest nesting of `text` read as JSON, stopping as soon as it passes `limit`. */
function nestingOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const BYTE_ORDER_MARK = 0xfeff;

/**
 * Reads JSON text from outside (a file, the browser's storage). A UTF-8 byte order mark, which
 * some editors write, is skipped; the nesting is measured on the text before JSON.parse builds
 * anything; then the result must be plain data within `limits`.
 */
export function parseJsonText(text: string, limits: DataLimits): ParsedJson {
  const body = text.charCodeAt(0) === BYTE_ORDER_MARK ? text.slice(1) : text;
  if (nestingOver(body, limits.depth))
    return { ok: false, error: `it is nested more than ${limits.depth} levels deep` };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { ok: false, error: 'it is not JSON text', detail: String((e as Error).message) };
  }
  const problem = plainDataProblem(value, limits);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}
