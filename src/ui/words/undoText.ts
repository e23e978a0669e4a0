import type { UndoOffer } from '../../source/tableSource';
import { choiceLabel, decisionPrompt, severalLabel } from './choiceLabels';
import { plural, seatLabel, type TableLike } from './names';

/**
 * What Undo says it does (README "Playing", Undo / Redo): the decision it returns to and what it
 * takes back. With several people at the table a Planning card stays face down: Undo names no
 * hidden card.
 */
export function undoSummary(offer: UndoOffer, table: TableLike, handsHidden: boolean): string {
  const { decision, answer: choice, times, automatonMoves } = offer;
  const asked = decisionPrompt(decision).split(':')[0];
  const answer =
    handsHidden && choice.kind === 'card'
      ? 'the card put face down'
      : `“${times > 1 ? severalLabel(choice, times) : choiceLabel(decision, choice, table)}”`;
  const after =
    automatonMoves > 0 ? `, and the ${plural(automatonMoves, 'automatic move')} after it` : '';
  return `Back to ${seatLabel(table, decision.seat)}: ${asked}. Takes back ${answer}${after}.`;
}
