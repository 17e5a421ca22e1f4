/**
 * Persistent storage with a time-to-live (spec §9: "storage can carry a time-to-live, after which
 * saved data is dropped"). Backed by localStorage; falls back to memory where storage is blocked
 * (some webviews, private modes).
 */
interface Entry<T> {
  value: T;
  expiresAt: number | null;
}

const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const probe = '__klubb_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

const PREFIX = 'klubb:';

export function readStored<T>(key: string, now = Date.now()): T | null {
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
}

export function writeStored<T>(key: string, value: T, ttlMs?: number, now = Date.now()): void {
  const entry: Entry<T> = { value, expiresAt: ttlMs === undefined ? null : now + ttlMs };
  try {
    backend().setItem(PREFIX + key, JSON.stringify(entry));
  } catch {
    // A full or blocked store only costs the cache, never the call.
  }
}

export function removeStored(key: string): void {
  backend().removeItem(PREFIX + key);
}
