const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const GROUP_LENGTH = 10;
const GROUPS = 3;
const SESSION_ID_KEY = 'klubb.analytics.sessionId';

/** A new session id (spec §9): three 10-character upper-case/digit groups joined by hyphens. */
export function newSessionId(
  random: (length: number) => ArrayLike<number> = (length) =>
    crypto.getRandomValues(new Uint8Array(length)),
): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g += 1) {
    // 252 = 7 × 36: bytes at or above it are drawn again, so every character is equally likely.
    let group = '';
    while (group.length < GROUP_LENGTH) {
      for (const byte of Array.from(random(GROUP_LENGTH))) {
        if (byte < 252 && group.length < GROUP_LENGTH) group += ALPHABET[byte % 36];
      }
    }
    groups.push(group);
  }
  return groups.join('-');
}

/** The tab's session id: kept in sessionStorage, so a reload is the same session, a new tab not. */
export function tabSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const kept = storage?.getItem(SESSION_ID_KEY);
    if (kept) return kept;
    const id = newSessionId();
    storage?.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return newSessionId();
  }
}
