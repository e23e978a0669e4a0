/**
 * Production builds only: the service worker caches the built app for offline play. In dev and
 * tests it would serve stale modules, and on plain http (a tablet on the LAN) browsers refuse it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // Without a service worker the app still works, only not offline.
    });
  });
}
