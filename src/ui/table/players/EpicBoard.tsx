import {
  abilityOf,
  blockedSpaces,
  content,
  currentSpace,
  woundCapacity,
  type Choice,
  type GameView,
  type SeatView,
} from '../../../engine';
import { slotEffect, slotName } from '../../words/epicText';
import { ICONS } from '../../kit/icons';
import './epic.css';

interface EpicBoardProps {
  seat: SeatView;
  /** The table, for the bonded side of the Epic card (a bonded Dragon dial counts, Q-ABIL-3). */
  dials: GameView['dials'];
  /** Slot choices this seat may make now (placing, flipping or giving up a token). */
  slotChoices: Extract<Choice, { kind: 'slot' }>[];
  onChoose(choice: Choice): void;
}

/**
 * An Epic player board (EV-SLOT): every slot, filled or free, with its effect as its tooltip and
 * accessible name; the Dragon's wound track with the blocker; the Epic Character card's side up.
 * A slot the deciding player may pick is a button: the direct answer on the board (ui.md).
 */
export function EpicBoard({ seat, dials, slotChoices, onChoose }: EpicBoardProps) {
  const epic = seat.epic;
  if (!epic) return null;
  const layout = content.EPIC_BOARDS[seat.role].slots;
  const card = content.epicCard(seat.character);
  const ability = abilityOf({ dials, content: content.HOUSE_CONTENT }, seat);
  const bonded = ability === card.bonded;
  const choosable = new Set(slotChoices.map((c) => c.slot));

  return (
    <section className="epic" aria-label={`${seat.name}'s Epic board`}>
      <p className="epic__card">
        <strong>
          {ability.name}
          {bonded ? ' (Dragonbonded side)' : ''}
        </strong>
        : {ability.text}{' '}
        <span className="muted">
          Discard a Vaala card during a Vaala Glyph to use it. House card.
        </span>
      </p>
      {seat.role === 'dragon' && (
        <>
          <WoundTrack seat={seat} />
          {/* Issue 13: the track explained where it stands (EV-EDRAGON-4…8). */}
          <p className="muted epic__legend">
            Each wound space shows the Combat Value read there; ▮ spaces are under the blocker, red
            ones hold wounds, the gold one is where the Combat Value is read now.
          </p>
        </>
      )}
      <ol className="epic__slots" aria-label="Power token slots">
        {layout.map((slot, i) => {
          const token = epic.slots[i];
          const label = `${slotName(slot)}: ${token ? `${token} token` : 'free'}. ${slotEffect(slot)}`;
          const face = (
            <>
              <ICONS.power
                aria-hidden="true"
                className={`icon epic__token epic__token--${token ?? 'free'}`}
              />
              <span className="epic__slot-name">{slotName(slot)}</span>
              <span className="epic__slot-state">{token ?? 'free'}</span>
            </>
          );
          return (
            <li
              key={i}
              className={`epic__slot epic__slot--${slot.kind} epic__slot--${token ?? 'free'}`}
              title={slotEffect(slot)}
            >
              {choosable.has(i) ? (
                <button
                  type="button"
                  className="epic__pick"
                  aria-label={`Choose ${label}`}
                  onClick={() => onChoose({ kind: 'slot', slot: i })}
                >
                  {face}
                </button>
              ) : (
                <span role="img" aria-label={label} className="epic__face">
                  {face}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** EV-EDRAGON-4…8: six printed spaces, the blocker over the leftmost, wounds after it. */
function WoundTrack({ seat }: { seat: SeatView }) {
  const blocked = blockedSpaces(content.HOUSE_CONTENT, seat);
  const now = currentSpace(content.HOUSE_CONTENT, seat);
  return (
    <p
      role="img"
      className="epic__track"
      aria-label={`Wound track: blocker over ${blocked} of 6 spaces, ${seat.wounds} of ${woundCapacity(content.HOUSE_CONTENT, seat)} wounds, Combat Value read on space ${now + 1}`}
    >
      {content.DRAGON_WOUND_TRACK.map((cv, space) => {
        const state =
          space < blocked
            ? 'blocked'
            : space < blocked + seat.wounds
              ? 'wounded'
              : space === now
                ? 'current'
                : 'open';
        return (
          <span key={space} className={`epic__space epic__space--${state}`} aria-hidden="true">
            {state === 'blocked' ? '▮' : cv}
          </span>
        );
      })}
    </p>
  );
}
