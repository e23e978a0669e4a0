import { useEffect, useRef } from 'react';
import type { SeatId } from '../../engine';
import { selectSeats, type GameStore } from '../../store';
import { FactionBadge } from '../kit/FactionBadge';
import { useGame } from '../kit/GameStoreContext';
import { ICONS } from '../kit/icons';
import { factionName } from '../words/names';
import './passDevice.css';

const selectTakeDevice = (store: GameStore) => store.takeDevice;

/**
 * Hot-seat hand-off (ui.md): a full-screen card that hides the table until the next person says
 * it is them, so the previous player's hand and choices are not on screen.
 */
export function PassDevice({ seat }: { seat: SeatId }) {
  const seats = useGame(selectSeats);
  const takeDevice = useGame(selectTakeDevice);
  const button = useRef<HTMLButtonElement>(null);
  const name = seats.find((s) => s.id === seat)?.name ?? factionName(seat);

  useEffect(() => {
    button.current?.focus();
  }, [seat]);

  return (
    <main className="pass" aria-labelledby="pass-heading">
      <div className="pass__card">
        <ICONS.human aria-hidden="true" className="pass__icon" />
        <h1 id="pass-heading">
          Pass the device to {name} ({factionName(seat)})
        </h1>
        <p>
          <FactionBadge side={seat} /> {name}'s turn to choose in secret. Everyone else, look away.
        </p>
        <button ref={button} type="button" className="primary" onClick={() => takeDevice(seat)}>
          I'm {name}
        </button>
      </div>
    </main>
  );
}
