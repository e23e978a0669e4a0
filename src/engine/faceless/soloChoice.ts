import { pickRandom, randomInt } from '../rng';
import type { Choice, Decision, FacelessReason, GameState } from '../types';

/**
 * EV-CHOICE-7…10: the solo preferences. Fast-paced takes the first legal option in canonical
 * order (Q-CHOICE-4); standard picks uniformly at random; challenging takes the option worst for
 * the human by the asker's harm score, and between the first two tied worst options at random
 * when that does not settle it (Q-CHOICE-5). A choice no one makes (`policy: 'random'`, e.g. a
 * Saga-caused Assault's tie, EV-ASSAULT-10) is drawn at random (RB-44c). With the rule that
 * decided, for the log.
 */
export function soloChoice(s: GameState, d: Decision): { choice: Choice; why: FacelessReason } {
  switch (d.policy) {
    case 'fast-paced':
      return { choice: d.options[0], why: preference('EV-CHOICE-7', 'fast-paced') };
    case 'challenging': {
      const harm = d.harm ?? d.options.map(() => 0);
      const worst = Math.max(...harm);
      const tied = d.options.filter((_, i) => harm[i] === worst);
      return tied.length === 1
        ? { choice: tied[0], why: preference('EV-CHOICE-9', 'challenging') }
        : { choice: tied[randomInt(s, 2)], why: preference('EV-CHOICE-10', 'challenging') };
    }
    case 'standard':
      return {
        choice: d.options[randomInt(s, d.options.length)],
        why: preference('EV-CHOICE-8', 'standard'),
      };
    default:
      return { choice: pickRandom(s, d.options), why: { code: 'random', rule: 'RB-44c' } };
  }
}

const preference = (
  rule: Extract<FacelessReason, { code: 'solo-preference' }>['rule'],
  mode: Extract<FacelessReason, { code: 'solo-preference' }>['preference'],
): FacelessReason => ({ code: 'solo-preference', rule, preference: mode });
