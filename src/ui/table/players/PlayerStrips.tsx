import { memo } from 'react';
import type { SeatId, TableFrame } from '../../../source/tableSource';
import { useGameActions, useTableFollowing } from '../../kit/tableSource';
import { PlayerStrip } from './PlayerStrip';
import './players.css';

const NO_SEATS: SeatId[] = [];
const selectTable = (f: TableFrame) => f.table;
const selectSeatView = (f: TableFrame) => f.seat;
const selectHandShownFor = (f: TableFrame) => f.handShownFor;
/** The seats whose boards a demo's caption talks about (its step's `target`), marked in TV mode. */
export function selectDemoSeats({ demo }: TableFrame): SeatId[] {
  return (demo && demo.demo.steps[demo.step]?.target?.seats) ?? NO_SEATS;
}

/**
 * All seats in seating order. Every seat is drawn from the onlookers' view (no hands), except the
 * human seat deciding now once it holds the device, drawn from its own view so only its hand shows.
 */
export const PlayerStrips = memo(function PlayerStrips() {
  const table = useTableFollowing(selectTable);
  const decider = useTableFollowing(selectSeatView);
  const handShownFor = useTableFollowing(selectHandShownFor);
  // A demo caption about a player's board marks that board (TV mode).
  const targets = useTableFollowing(selectDemoSeats);
  // The table's actions, the same throughout: nothing to follow.
  const actions = useGameActions();
  if (!table) return null;
  const deciding = table.pending?.seat ?? null;

  return (
    <ul className="players" aria-label="Players">
      {table.seats.map((seat) => {
        // Hot-seat: a hand shows only once its person has taken the device.
        const own =
          decider?.viewer === seat.id && handShownFor === seat.id
            ? decider.seats.find((s) => s.id === seat.id)
            : null;
        return (
          <li
            key={seat.id}
            data-seat={seat.id}
            className={targets.includes(seat.id) ? 'players__target' : undefined}
          >
            <PlayerStrip
              seat={own ?? seat}
              // Every seat has its facts in the view (the engine's seatFacts).
              facts={table.seatFacts[seat.id]!}
              deciding={deciding === seat.id}
              hasInitiative={table.initiative === seat.id}
              // The deciding seat's Epic board stands beside the decision (DeciderEpicBoard).
              showEpicBoard={deciding !== seat.id || table.result !== null}
              onChoose={actions.choose}
              holdsAllyToken={table.ally?.holder === seat.id}
            />
          </li>
        );
      })}
    </ul>
  );
});
