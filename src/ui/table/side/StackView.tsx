import { memo, useEffect, useRef } from 'react';
import { content } from '../../../engine/data';
import type { SeatId, StackCardView, TableFrame } from '../../../source/tableSource';
import { FactionBadge } from '../../kit/FactionBadge';
import { useTableFollowing } from '../../kit/tableSource';
import { ICONS } from '../../kit/icons';
import { capitalise, cardName, eventName, factionName, plural } from '../../words/names';
import './side.css';

// Stable selectors: the panel follows one painted frame later (docs/architecture.md "What a click
// draws first"), and the view keeps the stack the same list while unchanged.
const selectStack = (f: TableFrame) => f.table?.stack ?? null;
const selectResolving = (f: TableFrame) => f.table?.phase === 'resolution';
// A number, not the deck counts' object, which each view makes afresh.
const selectEventDeck = (f: TableFrame) => f.table?.deckCounts.events ?? 0;

/** A stack card of a kind this UI does not name yet (e.g. Saga Stage cards). */
type OtherCard = { kind: string; revealed?: boolean; seat?: SeatId | null };

function cardText(card: StackCardView): string {
  if (card.kind === 'hidden')
    return card.seat
      ? `Face down · ${factionName(card.seat)}`
      : `Face down · ${card.back === 'stage' ? 'Stage' : 'Event'}`;
  if (card.kind === 'event')
    return card.revealed ? `Event: ${eventName(card.event)}` : 'Face down · Event';
  if (card.kind === 'action') return `${factionName(card.seat)}: ${cardName(card.card)}`;
  if (card.kind === 'stage' && card.revealed)
    return `Stage card: ${capitalise(content.markerOfStageCard(card.card))} marker`;
  const other = card as OtherCard;
  return other.revealed
    ? `${capitalise(other.kind)} card`
    : `Face down · ${capitalise(other.kind)}`;
}

const ownerOf = (card: StackCardView): SeatId | null => (card as OtherCard).seat ?? null;

const isFaceUp = (card: StackCardView) => card.kind !== 'hidden' && Boolean(card.revealed);

/**
 * The Action stack in the order it resolves (RB-15), as the table sees it: face-down cards show
 * only their backs and owners, revealed ones their faces. Plus the Event deck's size.
 */
export const StackView = memo(function StackView() {
  const stack = useTableFollowing(selectStack);
  const inResolution = useTableFollowing(selectResolving);
  const events = useTableFollowing(selectEventDeck);
  const list = useRef<HTMLOListElement>(null);
  const resolving = stack && inResolution ? stack.map(isFaceUp).lastIndexOf(true) : -1;

  // Keep the card being resolved in sight inside the stack's own scroll box (not the page's), at
  // the next frame: the move that advanced it does not wait for a layout to measure it.
  useEffect(() => {
    const box = list.current;
    const card = resolving >= 0 ? box?.children[resolving] : null;
    if (!box || !(card instanceof HTMLElement) || typeof requestAnimationFrame !== 'function')
      return;
    const frame = requestAnimationFrame(() => {
      const top = card.offsetTop; // the list is the offset parent (position: relative)
      if (top < box.scrollTop || top + card.offsetHeight > box.scrollTop + box.clientHeight)
        box.scrollTop = top - box.clientHeight / 2 + card.offsetHeight / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [resolving]);

  if (!stack) return null;

  return (
    <section className="stack" aria-labelledby="stack-heading">
      <h2 id="stack-heading">Action stack</h2>
      {stack.length === 0 ? (
        <p className="muted">No cards on the stack.</p>
      ) : (
        <ol
          ref={list}
          tabIndex={0}
          className="stack__cards"
          aria-label="Action stack, in the order it resolves"
        >
          {stack.map((card, i) => (
            <StackCardLine key={i} card={card} resolving={i === resolving} />
          ))}
        </ol>
      )}
      <p className="stack__deck">
        <ICONS.eventDeck aria-hidden="true" className="icon" />
        Event deck: {plural(events, 'card')}
      </p>
    </section>
  );
});

/** One card; the view keeps an unchanged card the same object, so it redraws only when it turns. */
const StackCardLine = memo(function StackCardLine({
  card,
  resolving,
}: {
  card: StackCardView;
  resolving: boolean;
}) {
  const owner = ownerOf(card);
  const faceUp = isFaceUp(card);
  return (
    <li
      className={`stack-card${faceUp ? ' stack-card--up' : ''}${resolving ? ' stack-card--now' : ''}`}
    >
      {owner ? (
        <FactionBadge side={owner} />
      ) : (
        <ICONS.eventDeck aria-hidden="true" className="icon" />
      )}
      {!faceUp && <ICONS.faceDown aria-hidden="true" className="icon" />}
      <span>{cardText(card)}</span>
      {resolving && <span className="stack-card__now"> (resolving)</span>}
    </li>
  );
});
