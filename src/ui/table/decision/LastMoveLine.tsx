import { memo } from 'react';
import type { TableFrame } from '../../../source/tableSource';
import { useTable } from '../../kit/tableSource';
import { logSentence } from '../../words/logSentences';
import { plural, seatLabel } from '../../words/names';
import './decision.css';

const selectLastMove = (f: TableFrame) => f.lastMove;
const selectLog = (f: TableFrame) => f.table?.log ?? null;
const selectSeats = (f: TableFrame) => f.table?.seats ?? null;

/**
 * What just happened, in one line always in view at the top of the decision bar (docs/ui.md
 * "Following the Faceless"): the last decision's first log line — for a Faceless or a solo
 * preference with its reason — while the map lights its places. The log keeps the rest.
 */
export const LastMoveLine = memo(function LastMoveLine() {
  const last = useTable(selectLastMove);
  const log = useTable(selectLog);
  const seats = useTable(selectSeats);
  if (!log || !seats) return null;
  let said = 'No one has moved yet.';
  if (last) {
    const lines = log.slice(last.logFrom, last.logTo);
    const more =
      lines.length > 1 ? ` (and ${plural(lines.length - 1, 'more line')} in the log)` : '';
    said = lines[0]
      ? `${logSentence(lines[0])}${more}`
      : `${seatLabel({ seats }, last.seat)} decided; it changed nothing on the table.`;
  }
  return (
    <p className="last-move" aria-live="polite" aria-label={`What just happened: ${said}`}>
      <span className="last-move__tag">Last move</span> {said}
    </p>
  );
});
