import { content } from '../../engine/data';
import type { CardId, DenizenId, VaalaId } from '../../source/tableSource';
import { cardGlyphs, glyphName, plural } from './names';

/** The rule text of a card, as its tooltip reads it out (content data, never per-card strings). */

export function vaalaText(card: VaalaId): string {
  const info = content.VAALA_CARDS[card];
  if (!info) return '';
  const cost = info.cost > 0 ? `Costs ${plural(info.cost, 'Power token')}` : 'Free';
  return `${cost}. ${info.text}`;
}

export const denizenText = (denizen: DenizenId): string => content.DENIZENS[denizen]?.text ?? '';

/** An Action or Region card says no more than its Glyphs, resolved in the printed order. */
export function actionCardText(card: CardId): string {
  const glyphs = cardGlyphs(card).map(glyphName);
  return glyphs.length > 0 ? `Glyphs, in order: ${glyphs.join(', then ')}.` : '';
}
