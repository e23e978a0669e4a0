/** The pause before a Faceless seat acts, so people can follow; none in tests or under reduced motion. */
const FACELESS_DELAY_MS = 250;

export function defaultFacelessDelay(): number {
  if (import.meta.env.MODE === 'test') return 0;
  const reduced =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 0 : FACELESS_DELAY_MS;
}
