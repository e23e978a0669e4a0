import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--decision-height` on the page at the decision bar's height, so the board above it takes
 * exactly the rest of the screen (board.css) whatever the decision's options.
 */
export function useDecisionHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--decision-height', `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--decision-height');
    };
  }, []);
  return bar;
}
