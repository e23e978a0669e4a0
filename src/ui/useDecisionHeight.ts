import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--decision-height` on the page at the decision bar's height, so the board above it takes
 * the rest of the screen (board.css). The board shrinks when a decision needs more room but does
 * not grow back with the next, shorter one: resizing it would redraw the whole board on every
 * click and make it jump. A window resize starts afresh.
 */
export function useDecisionHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let tallest = 0;
    const update = () => {
      if (el.offsetHeight <= tallest) return;
      tallest = el.offsetHeight;
      root.style.setProperty('--decision-height', `${tallest}px`);
    };
    const restart = () => {
      tallest = 0;
      update();
    };
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', restart);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', restart);
      root.style.removeProperty('--decision-height');
    };
  }, []);
  return bar;
}
