/**
 * Production builds only: the service worker caches the built app for offline play. In dev and
 * tests it would serve stale modules, and on plain http (a tablet on the LAN) browsers refuse it.
 *
 * A new build's worker installs and waits while this page runs (src/serviceWorker/sw.js): this
 * page keeps being served its own build's files, and `onUpdateReady` tells the app to offer a
 * reload, which `reloadToUpdate` carries out.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

/** The URL of this build's entry script: the worker keeps a build's files while a page runs it. */
const ENTRY = import.meta.url;

function updateReady(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Calls `listener` once a new version waits to take over; returns how to stop. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over and reloads this page on it. */
export function reloadToUpdate(): void {
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'take-over' });
}

function watch(registration: ServiceWorkerRegistration) {
  // A worker waiting already (a new build arrived while this tab was closed, another tab open).
  if (registration.waiting && navigator.serviceWorker.controller) updateReady(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Installed beside a controlling worker: a new version, not the first visit.
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        updateReady(installing);
    });
  });
  // The browser checks for a new version at each navigation; a table left open all evening
  // checks when it is looked at again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
}

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === 'which-build') event.ports[0]?.postMessage({ entry: ENTRY });
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`)
      .then((registration) => {
        watch(registration);
        registration.active?.postMessage({ type: 'page-started' });
      })
      .catch(() => {
        // Without a service worker the app still works, only not offline.
      });
  });
}
