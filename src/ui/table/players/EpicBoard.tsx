import { content } from '../../../engine/data';
import type { Choice, SeatFacts, SeatView, WoundTrack } from '../../../source/tableSource';
import type { DecisionOption } from '../../kit/decisionOptions';
import { slotEffect, slotName } from '../../words/epicText';
import { ICONS } from '../../kit/icons';
import './epic.css';

interface EpicBoardProps {
  seat: SeatView;
  /** What the rules say of the seat now: its Epic card side in force (EV-ABIL), its wound track. */
  facts: SeatFacts;
  /**
   * The decision's options that are this board's slots (placing, flipping or giving up a token),
   * as the decision bar offers them; none when the seat is not choosing a slot.
   */
  slotOptions: readonly DecisionOption[];
  onChoose(choice: Choice): void;
}

/**
 * An Epic player board (EV-SLOT): every slot, filled or free, with its effect as its tooltip and
 * accessible name; the Dragon's wound track with the blocker; the Epic Character card's side up.
 * A slot the deciding player may pick is a button: the direct answer on the board, the very
 * option the decision bar offers.
 */
export function EpicBoard({ seat, facts, slotOptions, onChoose }: EpicBoardProps) {
  const epic = seat.epic;
  if (!epic) return null;
  const layout = content.EPIC_BOARDS[seat.role].slots;
  // EV-ABIL-7/9: the side the rules say is up (a bonded Dragon dial counts, Q-ABIL-3).
  const { ability, woundTrack } = facts;
  const bonded = ability?.name === content.epicCard(seat.character).bonded.name;
  const choosable = new Map(
    slotOptions.flatMap((option) => (option.slot ? [[option.slot.index, option] as const] : [])),
  );

  return (
    <section className="epic" aria-label={`${seat.name}'s Epic board`}>
      {ability && (
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
      )}
      {woundTrack && (
        <>
          <DragonWoundTrack wounds={seat.wounds} track={woundTrack} />
          {/* The track explained where it stands (EV-EDRAGON-4…8). */}
          <p className="muted epic__legend">
            Each wound space shows the Combat Value read there; ▮ spaces are under the blocker, red
            ones hold wounds, the gold one is where the Combat Value is read now.
          </p>
        </>
      )}
      <ol className="epic__slots" aria-label="Power token slots">
        {layout.map((slot, i) => {
          const token = epic.slots[i];
          const option = choosable.get(i);
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
              {option ? (
                <button
                  type="button"
                  className="epic__pick"
                  aria-label={`Choose ${label}`}
                  onClick={() => onChoose(option.choice)}
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

/**
 * EV-EDRAGON-4…8: six printed spaces, the blocker over the leftmost, wounds after it; which are
 * blocked and which space is in force is the rules' answer (the seat's facts).
 */
function DragonWoundTrack({ wounds, track }: { wounds: number; track: WoundTrack }) {
  const { blocked, capacity, current: now } = track;
  return (
    <p
      role="img"
      className="epic__track"
      aria-label={`Wound track: blocker over ${blocked} of 6 spaces, ${wounds} of ${capacity} wounds, Combat Value read on space ${now + 1}`}
    >
      {content.DRAGON_WOUND_TRACK.map((cv, space) => {
        const state =
          space < blocked
            ? 'blocked'
            : space < blocked + wounds
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
