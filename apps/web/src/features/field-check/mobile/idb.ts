/**
 * The check app's IndexedDB: what it keeps on the phone while there is no signal. `outbox` holds the
 * actions and photos waiting to be sent (photos as Blobs, each with its idempotency key or photo id);
 * `cache` holds the last answers it read (my tasks, each case with its outline, the imagery ranges).
 */
const DB_NAME = 'fengshou-check';
const VERSION = 1;
export type StoreName = 'outbox' | 'cache';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('cache')) db.createObjectStore('cache');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return opening;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function store(name: StoreName, mode: IDBTransactionMode) {
  return (await open()).transaction(name, mode).objectStore(name);
}

/** One value by key. */
export async function idbGet<T>(name: StoreName, key: IDBValidKey): Promise<T | undefined> {
  return done((await store(name, 'readonly')).get(key)) as Promise<T | undefined>;
}

/** Writes a value (with its key for stores without a key path). */
export async function idbPut(name: StoreName, value: unknown, key?: IDBValidKey): Promise<void> {
  await done((await store(name, 'readwrite')).put(value, key));
}

/** Removes a value. */
export async function idbDelete(name: StoreName, key: IDBValidKey): Promise<void> {
  await done((await store(name, 'readwrite')).delete(key));
}

/** Every value of a store, in key order. */
export async function idbAll<T>(name: StoreName): Promise<T[]> {
  return done((await store(name, 'readonly')).getAll()) as Promise<T[]>;
}
