/**
 * Parts of the rules whose code loads when a game first needs them (loadRules.ts): a Saga's
 * module, an expansion module. What each loader brought is kept here by loader, so installing
 * the same rules again keeps it.
 */
export interface Loader<T> {
  load(): Promise<T>;
}

const brought = new Map<Loader<unknown>, unknown>();

export const isLoader = <T extends object>(part: T): part is Extract<T, Loader<unknown>> =>
  'load' in part;

/** What `loader` brought, or undefined before it has. */
export const loadedPart = <T>(loader: Loader<T>): T | undefined =>
  brought.get(loader) as T | undefined;

/** Runs the loaders that have not run; true when one brought something new. */
export async function loadParts(loaders: readonly Loader<unknown>[]): Promise<boolean> {
  const waiting = [...new Set(loaders)].filter((loader) => !brought.has(loader));
  const parts = await Promise.all(waiting.map((loader) => loader.load()));
  waiting.forEach((loader, i) => brought.set(loader, parts[i]));
  return waiting.length > 0;
}
