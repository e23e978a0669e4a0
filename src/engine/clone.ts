/**
 * Deep copy of plain JSON data. `applyMove` copies the state once and lets the rules edit the
 * copy, which keeps the caller's state untouched (architecture.md §1) at a few microseconds a move.
 * The log is append-only, so it is copied shallowly.
 */
export function cloneData<T>(value: T): T {
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneData(value[i]);
    return out as T;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = cloneData((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}
