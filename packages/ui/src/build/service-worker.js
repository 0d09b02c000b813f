// The trade app's service worker (built by service-worker-plugin.ts, which fills VERSION and SHELL). The app shell
// (its page, scripts, styles, icons) is cached at install, so a second load starts at once and the app opens without
// a network. Nothing under /api (personal data), /file, /portal or /admin is ever answered from here or cached. A new
// version waits until the app asks it to take over (the app's update prompt).
const VERSION = 'dev';
const SHELL = [];
const CACHE = `trade-shell-${VERSION}`;
const OFFLINE = '/offline.html';
const PASS_THROUGH = /^\/(api|file|portal|admin)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  const old = (key) => key.startsWith('trade-shell-') && key !== CACHE;
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter(old).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS_THROUGH.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Every route of the app is the same page: the cached shell, at once; the offline page if there is none.
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match('/'))
        .then((shell) => shell ?? fetch(request))
        .catch(() => caches.match(OFFLINE)),
    );
    return;
  }
  event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});
