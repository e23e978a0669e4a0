import { memo } from 'react';
import { powerGoal } from '../../../engine';
import {
  selectDeciderView,
  selectDemo,
  selectHandShownFor,
  selectView,
  type GameStore,
} from '../../../store';
import { useGame, useGameFollowing } from '../../kit/GameStoreContext';
import { PlayerStrip } from './PlayerStrip';
import './players.css';

const selectTable = selectView('table');
const selectChoose = (store: GameStore) => store.choose;

/**
 * All seats in seating order. Every seat is drawn from the onlookers' view (no hands), except the
 * human seat deciding now once it holds the device, drawn from its own view so only its hand shows.
 */
export const PlayerStrips = memo(function PlayerStrips() {
  const table = useGameFollowing(selectTable);
  const decider = useGameFollowing(selectDeciderView);
  const handShownFor = useGameFollowing(selectHandShownFor);
  // A store action, the same function throughout: nothing to follow.
  const choose = useGame(selectChoose);
  const demo = useGameFollowing(selectDemo);
  if (!table) return null;
  // A demo caption about a player's board marks that board (TV mode).
  const targets = demo?.demo.steps[demo.step]?.target?.seats ?? [];
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
              deciding={deciding === seat.id}
              hasInitiative={table.initiative === seat.id}
              dials={table.dials}
              // The deciding seat's Epic board stands beside the decision (DeciderEpicBoard).
              showEpicBoard={deciding !== seat.id || table.result !== null}
              onChoose={choose}
              holdsAllyToken={table.ally?.holder === seat.id}
              goal={powerGoal(table, seat.id)}
            />
          </li>
        );
      })}
    </ul>
  );
});
