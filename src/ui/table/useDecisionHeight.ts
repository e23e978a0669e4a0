import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--decision-height` on the page at the decision bar's height, so the board above it takes
 * the rest of the screen, down to its floor (layout.css): the board shrinks for a tall decision
 * and grows back with the next, shorter one.
 */
export function useDecisionHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let shown = -1;
    const update = () => {
      if (el.offsetHeight === shown) return;
      shown = el.offsetHeight;
      root.style.setProperty('--decision-height', `${shown}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(el);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--decision-height');
    };
  }, []);
  return bar;
}
