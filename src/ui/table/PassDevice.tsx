import { useEffect, useRef } from 'react';
import type { SeatId } from '../../source/tableSource';
import { FactionBadge } from '../kit/FactionBadge';
import { useGameActions, useTable } from '../kit/tableSource';
import { ICONS } from '../kit/icons';
import { factionName } from '../words/names';
import './passDevice.css';

/**
 * Hot-seat hand-off (README "Playing", Hot-seat): a full-screen card that hides the table until
 * the next person says it is them, so the previous player's hand and choices are not on screen.
 */
export function PassDevice({ seat }: { seat: SeatId }) {
  const name =
    useTable((f) => f.table?.seats.find((s) => s.id === seat)?.name) ?? factionName(seat);
  const actions = useGameActions();
  const button = useRef<HTMLButtonElement>(null);

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
        <button
          ref={button}
          type="button"
          className="primary"
          onClick={() => actions.takeDevice(seat)}
        >
          I'm {name}
        </button>
      </div>
    </main>
  );
}
