/**
 * Persistent storage with a time-to-live (spec §9: "storage can carry a time-to-live, after which
 * saved data is dropped"). Backed by localStorage; falls back to memory where storage is blocked
 * (some webviews, private modes). Nothing is kept in a module: a runtime owns its storage
 * (`createPageStorage`), and a server render gives each request its own (`createMemoryStorage`),
 * so no page reads what another page of another brand stored.
 */
interface Entry<T> {
  value: T;
  expiresAt: number | null;
}

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Values kept by key, each with an optional time-to-live. */
export interface StoredValues {
  read: <T>(key: string, now?: number) => T | null;
  write: <T>(key: string, value: T, ttlMs?: number, now?: number) => void;
  remove: (key: string) => void;
}

const PREFIX = 'klubb:';

function memoryBackend(memory = new Map<string, string>()): Backend {
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/** Values over `backend()`, asked for at each call. */
function storedValuesOver(backend: () => Backend): StoredValues {
  return {
    read<T>(key: string, now = Date.now()): T | null {
      const raw = backend().getItem(PREFIX + key);
      if (raw === null) return null;
      try {
        const entry = JSON.parse(raw) as Entry<T>;
        if (entry.expiresAt !== null && entry.expiresAt <= now) {
          backend().removeItem(PREFIX + key);
          return null;
        }
        return entry.value;
      } catch {
        backend().removeItem(PREFIX + key);
        return null;
      }
    },
    write<T>(key: string, value: T, ttlMs?: number, now = Date.now()): void {
      const entry: Entry<T> = { value, expiresAt: ttlMs === undefined ? null : now + ttlMs };
      try {
        backend().setItem(PREFIX + key, JSON.stringify(entry));
      } catch {
        // A full or blocked store only costs the cache, never the call.
      }
    },
    remove(key: string): void {
      backend().removeItem(PREFIX + key);
    },
  };
}

/**
 * The page's storage: localStorage, or memory of this storage's own where it is blocked. Each
 * runtime creates its own (`createRuntime`), so two runtimes in one process share at most the
 * browser's localStorage, never a module's memory: in Node (no localStorage) each is memory of
 * its own.
 */
export function createPageStorage(): StoredValues {
  const fallback = memoryBackend();
  return storedValuesOver(() => {
    try {
      const probe = '__klubb_probe__';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      return window.localStorage;
    } catch {
      return fallback;
    }
  });
}

/** Storage of its own in memory, empty: a server render's (one per request). */
export function createMemoryStorage(): StoredValues {
  const backend = memoryBackend();
  return storedValuesOver(() => backend);
}
