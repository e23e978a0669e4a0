import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { RewindRequest } from '../../../source/tableSource';
import { FactionBadge } from '../../kit/FactionBadge';
import { useGameActions, useTable } from '../../kit/tableSource';
import { factionName } from '../../words/names';
import { ICONS } from '../../kit/icons';
import './history.css';

function heading(request: RewindRequest): string {
  return request.reason === 'undo'
    ? 'Take back the last decision?'
    : `Play on from move ${request.to}?`;
}

function explanation(request: RewindRequest, moveCount: number): string {
  const later = moveCount - request.to;
  const setAside = `${later} later ${later === 1 ? 'move is' : 'moves are'} set aside (Redo brings them back until something new is played).`;
  const learnt = request.sealedBy ? `Since then ${request.sealedBy}, so everyone must agree. ` : '';
  return `${learnt}${setAside}`;
}

/**
 * The table agrees to a take-back (README "Playing", Undo / Redo and Replay): every person, by
 * name, on the one screen; the last "I agree" carries it out. A solo player's own agreement is
 * enough.
 */
export function RewindConsent() {
  const request = useTable((f) => f.time?.rewindRequest ?? null);
  const seats = useTable((f) => f.table?.seats);
  const moveCount = useTable((f) => f.time?.moveCount ?? 0);
  const actions = useGameActions();
  const headingId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const open = request !== null;

  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  if (!request || !seats) return null;
  const cancel = () => actions.cancelRewind();
  const humans = seats.filter((seat) => seat.controller === 'human');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  return (
    <div className="consent-backdrop">
      <div
        ref={dialog}
        className="consent"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={headingId}>{heading(request)}</h2>
        <p id={textId}>{explanation(request, moveCount)}</p>
        <ul className="consent__people">
          {humans.map((seat) => (
            <li key={seat.id}>
              <FactionBadge side={seat.id} /> {seat.name} ({factionName(seat.id)})
              {request.agreed.includes(seat.id) ? (
                <span className="consent__agreed">
                  <ICONS.agrees aria-hidden="true" className="icon" /> agrees
                </span>
              ) : (
                <button
                  type="button"
                  className="primary"
                  onClick={() => actions.agreeToRewind(seat.id)}
                >
                  {seat.name}: I agree
                </button>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="quiet" onClick={cancel}>
          Keep playing as is
        </button>
      </div>
    </div>
  );
}
