import { memo } from 'react';
import type { Choice } from '../../../engine';
import { selectDeciderView, selectDemo, selectView, type GameStore } from '../../../store';
import { useGame } from '../../kit/GameStoreContext';
import { lazyPart } from '../../kit/lazyPart';

// Only a game with an Epic character shows it: its code arrives the first time it does.
const EpicBoard = lazyPart(() => import('./EpicBoard').then((m) => m.EpicBoard));
const selectTable = selectView('table');
const selectChoose = (store: GameStore) => store.choose;
const isSlot = (c: Choice): c is Extract<Choice, { kind: 'slot' }> => c.kind === 'slot';

/**
 * The Epic board of the seat deciding now, beside the decision it answers (issue 13): its slots
 * are the answers to a slot choice, and its tracks the facts of any other decision. The player
 * strips leave that seat's board out, so it is drawn once.
 */
export const DeciderEpicBoard = memo(function DeciderEpicBoard() {
  const table = useGame(selectTable);
  const decider = useGame(selectDeciderView);
  const choose = useGame(selectChoose);
  const demo = useGame(selectDemo);
  const seat = table?.seats.find((s) => s.id === table.pending?.seat);
  if (!table || !seat?.epic || table.result) return null;
  const slotChoices = decider?.pending?.options?.filter(isSlot) ?? [];
  const target = demo?.demo.steps[demo.step]?.target?.seats?.includes(seat.id);
  return (
    <div className={`table__epic${target ? ' table__epic--target' : ''}`} data-seat={seat.id}>
      <EpicBoard seat={seat} dials={table.dials} slotChoices={slotChoices} onChoose={choose} />
    </div>
  );
});
