import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the table shown only at times (a combat, a hand-off, an Epic board…): its code arrives
 * as a chunk of its own the first time it is shown, so a game that starts without it does not wait
 * for it (docs/architecture.md "What a click draws first"). The service worker precaches every
 * chunk, so later visits and offline play do not wait either. Nothing is shown while it arrives.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
