/* global self, caches, fetch, URL */
// Valerna Table's service worker: after one visit the whole app (shell, every chunk, icons) is in
// the cache, so a game night without a network still starts. The build fills in the two
// placeholders below (scripts/precachePlugin.ts); this file is never bundled.
const PRECACHE_URLS = self.__PRECACHE_URLS__;
const CACHE = `valerna-table-${self.__CACHE_VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS))
      // A new build takes over at once: its assets are all cached already.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('valerna-table-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      // Control the page that registered us, so it already works offline without a reload.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page itself: the network first, so a new version is seen as soon as it is online.
    event.respondWith(fetch(request).catch(() => caches.match('index.html')));
    return;
  }
  // Built assets carry a content hash in their names, so a cached copy is never stale. The
  // server says "Vary: Origin", but module scripts are fetched with an Origin header and the
  // precache without one: the same file either way.
  event.respondWith(
    caches.match(request, { ignoreVary: true }).then((cached) => cached ?? fetch(request)),
  );
});
