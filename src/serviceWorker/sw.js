/* global self, caches, fetch, URL, MessageChannel, setTimeout, clearTimeout */
// Valerna Table's service worker: after one visit the whole app (shell, every chunk, icons) is in
// the cache, so a game night without a network still starts. The build fills in the two
// placeholders below (scripts/precachePlugin.ts); this file is never bundled.
//
// A new build installs beside the old one and waits: a tab of the old build keeps being served
// the old build's files (its next lazily loaded part included), and the page offers "A new version
// is ready — reload" (src/registerServiceWorker.ts), which tells the waiting worker to take over.
// A build's files are deleted only once no open page is of that build.
const PRECACHE_URLS = self.__PRECACHE_URLS__;
const CACHE = `valerna-table-${self.__CACHE_VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE_URLS)));
});

self.addEventListener('activate', (event) => {
  // Control the pages already open, so a first visit works offline without a reload.
  event.waitUntil(self.clients.claim().then(dropBuildsNoPageUses));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'take-over') self.skipWaiting();
  // A page has started: a build whose last page was closed may go now.
  if (event.data?.type === 'page-started') event.waitUntil(dropBuildsNoPageUses());
});

/** The URL of the entry script of the build a page runs, or null if it does not say in time. */
function entryOf(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data?.entry === 'string' ? event.data.entry : null);
    };
    client.postMessage({ type: 'which-build' }, [channel.port2]);
  });
}

/** Deletes the caches of earlier builds that no open page runs (a build's cache holds its entry). */
async function dropBuildsNoPageUses() {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const entries = await Promise.all(pages.map(entryOf));
  // A page that did not say which build it runs may run any: keep every build for it.
  if (entries.includes(null)) return;
  const earlier = (await caches.keys()).filter(
    (key) => key.startsWith('valerna-table-') && key !== CACHE,
  );
  for (const key of earlier) {
    const cache = await caches.open(key);
    const used = await Promise.all(entries.map((entry) => cache.match(entry)));
    if (!used.some(Boolean)) await caches.delete(key);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page itself: the network first, so a new version is seen as soon as it is online.
    event.respondWith(fetch(request).catch(() => caches.match('index.html')));
    return;
  }
  // Built assets carry a content hash in their names, so a cached copy is never stale; every
  // build's cache is searched, so a page of an earlier build still finds its own files. The
  // server says "Vary: Origin", but module scripts are fetched with an Origin header and the
  // precache without one: the same file either way.
  event.respondWith(
    caches.match(request, { ignoreVary: true }).then((cached) => cached ?? fetch(request)),
  );
});
