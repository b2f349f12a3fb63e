/** The little a session needs from a key-value store. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
  /** 'local' while the browser store works, 'memory' once it fell back. */
  readonly kind: 'local' | 'memory';
}

/** An in-memory store: the fallback when local storage is unusable (private mode, quota, policy). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    kind: 'memory',
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function probe(storage: Storage): boolean {
  const key = '__fengshou_probe__';
  storage.setItem(key, '1');
  const ok = storage.getItem(key) === '1';
  storage.removeItem(key);
  return ok;
}

/**
 * Local storage with a fallback: when the browser store throws (at access, on probe or later on a write),
 * the values move to memory for the rest of the page's life, so the session keeps working in this tab.
 */
export function safeStore(
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): KeyValueStore {
  const memory = memoryStore();
  let local: Storage | undefined;
  try {
    const candidate = getStorage();
    if (candidate && probe(candidate)) local = candidate;
  } catch {
    local = undefined;
  }
  const fallBack = (error: unknown) => {
    console.warn('本地存储不可用，改用内存存储', error);
    local = undefined;
  };
  return {
    get kind() {
      return local ? 'local' : 'memory';
    },
    get(key) {
      if (local) {
        try {
          return local.getItem(key);
        } catch (error) {
          fallBack(error);
        }
      }
      return memory.get(key);
    },
    set(key, value) {
      if (local) {
        try {
          local.setItem(key, value);
          return;
        } catch (error) {
          fallBack(error);
        }
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.remove(key);
      if (local) {
        try {
          local.removeItem(key);
        } catch (error) {
          fallBack(error);
        }
      }
    },
    clear() {
      memory.clear();
      if (local) {
        try {
          local.clear();
        } catch (error) {
          fallBack(error);
        }
      }
    },
  };
}

/** Clears session storage, ignoring a browser that refuses access to it. */
export function clearSessionStorage(getStorage: () => Storage | undefined = () => globalThis.sessionStorage) {
  try {
    getStorage()?.clear();
  } catch {
    // Nothing was stored there then either.
  }
}
