import { memo, useMemo } from 'react';
import type { TableFrame } from '../../../source/tableSource';
import { useDecisionOptions } from '../../kit/decisionOptions';
import { lazyPart } from '../../kit/lazyPart';
import { useGameActions, useTable } from '../../kit/tableSource';
import { selectDemoSeats } from './PlayerStrips';

// Only a game with an Epic character shows it: its code arrives the first time it does.
const EpicBoard = lazyPart(() => import('./EpicBoard').then((m) => m.EpicBoard));
const selectTable = (f: TableFrame) => f.table;

/**
 * The Epic board of the seat deciding now, beside the decision it answers (README "The board"):
 * its slots are the answers to a slot choice, the very options the decision bar offers
 * (useDecisionOptions), and its tracks the facts of any other decision. The player strips leave
 * that seat's board out, so it is drawn once.
 */
export const DeciderEpicBoard = memo(function DeciderEpicBoard() {
  const table = useTable(selectTable);
  const options = useDecisionOptions();
  const targets = useTable(selectDemoSeats);
  const actions = useGameActions();
  const slotOptions = useMemo(() => options.filter((option) => option.slot), [options]);
  const seat = table?.seats.find((s) => s.id === table.pending?.seat);
  const facts = seat && table?.seatFacts[seat.id];
  if (!table || !seat?.epic || !facts || table.result) return null;
  return (
    <div
      className={`table__epic${targets.includes(seat.id) ? ' table__epic--target' : ''}`}
      data-seat={seat.id}
    >
      <EpicBoard seat={seat} facts={facts} slotOptions={slotOptions} onChoose={actions.choose} />
    </div>
  );
});
