import { selectDeciderView, selectView } from '../store';
import { useGame } from './GameStoreContext';
import { PlayerStrip } from './PlayerStrip';

const selectTable = selectView('table');

/**
 * All four seats in seating order. Every seat is drawn from the onlookers' view (no hands), except
 * the human seat deciding now, drawn from its own view so that only its hand shows.
 */
export function PlayerStrips() {
  const table = useGame(selectTable);
  const decider = useGame(selectDeciderView);
  if (!table) return null;
  const deciding = table.pending?.seat ?? null;

  return (
    <ul className="players" aria-label="Players">
      {table.seats.map((seat) => {
        const own =
          decider?.viewer === seat.id ? decider.seats.find((s) => s.id === seat.id) : null;
        return (
          <li key={seat.id}>
            <PlayerStrip
              seat={own ?? seat}
              deciding={deciding === seat.id}
              hasInitiative={table.initiative === seat.id}
            />
          </li>
        );
      })}
    </ul>
  );
}
