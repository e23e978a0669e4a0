const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/**
 * Equality of plain JSON data; key order may differ between a file and the engine's options.
 * Allocation-free (no key lists): it runs on every move, for the move's check and for each part
 * the move copied (draft.ts).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  let keys = 0;
  for (const key in a) {
    if (!hasOwn(b, key)) return false;
    if (!sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
    keys++;
  }
  for (const _key in b) keys--;
  return keys === 0;
}
