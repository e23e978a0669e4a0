import { content } from '../../engine/data';
import type { FacelessStrength } from '../../source/tableSource';
import { plural } from './names';

/**
 * RB-44d in a player's words, read from the strength's data (content/facelessStrength.ts), so
 * the explanation changes when the numbers are tuned.
 */
export function facelessStrengthText(strength: FacelessStrength): string {
  const info = content.FACELESS_STRENGTHS[strength];
  const parts = [
    `each Faceless starts the game with ${plural(info.startingPower, 'Power token')}`,
    `places at most ${plural(info.cardsPerPlanning, 'card')} a round`,
  ];
  if (info.huntsLeader) parts.push('attacks whoever is closest to winning first');
  const last = parts.pop()!;
  return `${parts.join(', ')} and ${last}.`;
}

/** "Faceless strength: Hard" for the table's header, beside the Faceless pace (RB-44d): the two are different settings. */
export const facelessStrengthLabel = (strength: FacelessStrength): string =>
  `Faceless strength: ${content.FACELESS_STRENGTHS[strength].name}`;
