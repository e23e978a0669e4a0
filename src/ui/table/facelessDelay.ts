import { prefersReducedMotion } from '../kit/reducedMotion';

/** The pause before each Faceless move at the normal pace: time to see it on the map and in the log. */
export const NORMAL_PACE_MS = 900;

/** The normal pace's pause: none in tests, which play the Faceless at once. */
export function defaultFacelessDelay(): number {
  return import.meta.env.MODE === 'test' ? 0 : NORMAL_PACE_MS;
}

/** The pace a table starts at: fast for a reader who asked for reduced motion, normal otherwise. */
export function defaultPace(): 'normal' | 'fast' {
  return prefersReducedMotion() ? 'fast' : 'normal';
}
