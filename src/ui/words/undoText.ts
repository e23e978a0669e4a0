import type { UndoTarget } from '../../store';
import { choiceLabel, decisionPrompt, severalLabel } from './choiceLabels';
import { plural, seatLabel, type TableLike } from './names';

/**
 * What Undo says it does (issue 12 item 7): the decision it returns to and what it takes back.
 * With several people at the table a Planning card stays face down: Undo names no hidden card.
 */
export function undoSummary(target: UndoTarget, table: TableLike, handsHidden: boolean): string {
  const decision = target.state.pending;
  if (!decision) return 'Takes back the last decision.';
  const asked = decisionPrompt(decision).split(':')[0];
  const { choice } = target.move;
  const answer =
    handsHidden && choice.kind === 'card'
      ? 'the card put face down'
      : `“${target.times > 1 ? severalLabel(choice, target.times) : choiceLabel(decision, choice, table)}”`;
  const after =
    target.automatonMoves > 0
      ? `, and the ${plural(target.automatonMoves, 'automatic move')} after it`
      : '';
  return `Back to ${seatLabel(table, decision.seat)}: ${asked}. Takes back ${answer}${after}.`;
}
