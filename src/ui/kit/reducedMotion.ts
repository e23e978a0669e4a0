let query: MediaQueryList | null | undefined;

/**
 * Whether the reader asked for less motion (prefers-reduced-motion). The media query is made once:
 * making one costs a style lookup, and the map asks at every move.
 */
export function prefersReducedMotion(): boolean {
  if (query === undefined)
    query =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null;
  return query?.matches ?? false;
}
