// Service worker of the check app (外业核查), scope /check. Hand-written: the tree has no Workbox, and the
// rules are few.
// - The app page (/check/…): network first, the kept copy without a signal.
// - Hashed build assets (/assets/…) and our tiles (/tiles/…): cache first, kept as fetched (assets never
//   change under their name; tiles of a batch's image change only with its revision, part of the address).
// - API calls (POST) are never touched: the app queues its own writes in IndexedDB.
const SHELL = 'check-shell-v1';
const ASSETS = 'check-assets-v1';
const TILES = 'check-tiles-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.add('/check/'))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL, ASSETS, TILES]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/check/', response.clone());
    return response;
  } catch {
    return (await cache.match('/check/')) ?? Response.error();
  }
}

async function cacheFirst(name, request) {
  const cache = await caches.open(name);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request.url, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/check')) {
    event.respondWith(networkFirst(request));
  } else if (
    url.pathname.startsWith('/assets/') ||
    url.pathname === '/check.webmanifest' ||
    url.pathname === '/check-icon.svg'
  ) {
    event.respondWith(cacheFirst(ASSETS, request));
  } else if (url.pathname.startsWith('/tiles/')) {
    event.respondWith(cacheFirst(TILES, request));
  }
});
