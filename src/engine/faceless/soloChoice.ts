import { randomInt } from '../rng';
import type { Choice, Decision, GameState } from '../types';

/**
 * EV-CHOICE-7…10: the solo preferences. Fast-paced takes the first legal option in canonical
 * order (Q-CHOICE-4); standard picks uniformly at random; challenging takes the option worst for
 * the human by the asker's harm score, and between the first two tied worst options at random
 * when that does not settle it (Q-CHOICE-5).
 */
export function soloChoice(s: GameState, d: Decision): Choice {
  switch (d.policy) {
    case 'fast-paced':
      return d.options[0];
    case 'challenging': {
      const harm = d.harm ?? d.options.map(() => 0);
      const worst = Math.max(...harm);
      const tied = d.options.filter((_, i) => harm[i] === worst);
      return tied.length === 1 ? tied[0] : tied[randomInt(s, 2)];
    }
    default:
      return d.options[randomInt(s, d.options.length)];
  }
}
