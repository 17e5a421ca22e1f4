/**
 * Fair shares of the password-hash queue in this process: at most `perKey` hashes running or
 * waiting for one client address, and one for one e-mail address. A flood from one address (or
 * at one account) then holds a small part of the queue and sign-ins from elsewhere still get a
 * place; the rest of the flood is refused at once, without a hash.
 */
export interface HashAdmission {
  /** A release function when every key has room, else null (refuse: too many attempts). */
  enter(keys: ReadonlyArray<{ key: string; max: number }>): (() => void) | null;
}

export const HASH_SHARES = { perClient: 2, perEmail: 1 } as const;

export function createHashAdmission(): HashAdmission {
  const inFlight = new Map<string, number>();
  return {
    enter(keys) {
      if (keys.some(({ key, max }) => (inFlight.get(key) ?? 0) >= max)) return null;
      for (const { key } of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const { key } of keys) {
          const left = (inFlight.get(key) ?? 1) - 1;
          if (left > 0) inFlight.set(key, left);
          else inFlight.delete(key);
        }
      };
    },
  };
}
