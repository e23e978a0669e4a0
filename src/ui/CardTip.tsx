import { memo, useId, useState, type KeyboardEvent } from 'react';

type Shown = 'on-hover-or-focus' | 'pinned' | 'hidden';

/**
 * A card named on the table with its rule text a hover, a keyboard focus or a tap away. The text
 * is the name's accessible description, so a screen reader hears it with the name; Escape hides
 * it (WAI-ARIA tooltip pattern) and a tap pins it open on touch screens, which have no hover.
 * Memoised: a strip or the lineup redrawn after a move names the same cards in the same words.
 */
export const CardTip = memo(function CardTip({ name, text }: { name: string; text: string }) {
  const tipId = useId();
  const [shown, setShown] = useState<Shown>('on-hover-or-focus');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setShown('hidden');
  };

  return (
    <span className={`card-tip card-tip--${shown}`}>
      <button
        type="button"
        className="card-tip__name"
        aria-describedby={tipId}
        onClick={() => setShown(shown === 'pinned' ? 'hidden' : 'pinned')}
        onKeyDown={onKeyDown}
        onBlur={() => setShown('on-hover-or-focus')}
      >
        {name}
      </button>
      <span role="tooltip" id={tipId} className="card-tip__text">
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
