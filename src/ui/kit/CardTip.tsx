import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import './cardTip.css';

/** Space (px) between a card's name and its text, and kept from the screen's edge. */
const GAP = 5;

/**
 * Puts a shown tip above its card's name (below when there is no room above), inside the screen.
 * The tip is a popover in the page's top layer, placed in screen coordinates: so no panel clips
 * it, and the strips and lineup it sits in can keep their painting to themselves.
 */
function place(tip: HTMLElement, name: HTMLElement) {
  const at = name.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const above = at.top - GAP - height;
  const top = above >= GAP ? above : at.bottom + GAP;
  const left = Math.max(GAP, Math.min(at.left, window.innerWidth - width - GAP));
  tip.style.top = `${top}px`;
  tip.style.left = `${left}px`;
}

/**
 * A card named on the table with its rule text a hover, a keyboard focus or a tap away. The text
 * is the name's accessible description, so a screen reader hears it with the name; Escape hides
 * it (WAI-ARIA tooltip pattern) and a tap pins it open on touch screens, which have no hover.
 * Memoised: a strip or the lineup redrawn after a move names the same cards in the same words.
 */
export const CardTip = memo(function CardTip({ name, text }: { name: string; text: string }) {
  const tipId = useId();
  const tip = useRef<HTMLSpanElement>(null);
  const nameButton = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  // Escape hides the tip until the name loses the keyboard (or is tapped again).
  const [dismissed, setDismissed] = useState(false);
  const shown = pinned || ((hovered || focused) && !dismissed);

  useLayoutEffect(() => {
    const el = tip.current;
    if (!el || !nameButton.current || typeof el.showPopover !== 'function') return;
    if (!shown) return;
    const anchor = nameButton.current;
    const follow = () => place(el, anchor);
    el.showPopover();
    follow();
    // It stays by its name while the page or a panel scrolls under it.
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      el.hidePopover();
    };
  }, [shown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setPinned(false);
    setDismissed(true);
  };

  return (
    <span
      className={`card-tip${shown ? ' card-tip--shown' : ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        ref={nameButton}
        type="button"
        className="card-tip__name"
        aria-describedby={tipId}
        onClick={() => {
          setPinned(!pinned);
          setDismissed(pinned);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
          setDismissed(false);
        }}
      >
        {name}
      </button>
      <span ref={tip} role="tooltip" id={tipId} className="card-tip__text" popover="manual">
        {text}
      </span>
    </span>
  );
});

/** Several cards in a sentence ("A, B, C"), or "none". */
export function CardTips({ cards }: { cards: { key: string; name: string; text: string }[] }) {
  if (cards.length === 0) return <>none</>;
  return (
    <>
      {cards.map((card, i) => (
        <span key={card.key}>
          {i > 0 && ', '}
          <CardTip name={card.name} text={card.text} />
        </span>
      ))}
    </>
  );
}
