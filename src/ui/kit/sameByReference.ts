/**
 * React.memo's comparison for the table's components. The engine shares every part a move leaves
 * unchanged between states, and its view keeps the same seat, stack card and status objects for
 * as long as they are unchanged (engine draft.ts, view.ts): so "unchanged" is "the same object".
 * A prop is equal when it is the same value, or, for a list built while rendering (the seats in
 * a region, a seat's slot choices), when it holds the same items in the same order.
 */
export function sameByReference<P extends object>(a: P, b: P, except: (keyof P)[] = []): boolean {
  for (const key in a) {
    if (except.includes(key)) continue;
    const x: unknown = a[key];
    const y: unknown = b[key];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}
