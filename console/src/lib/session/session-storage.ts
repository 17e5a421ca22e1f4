import type { OperatorSession } from './session-store';

/**
 * Where the operator's tokens live: memory, mirrored to sessionStorage so a reload or a deep link
 * does not sign the operator out. Not localStorage: an operator's refresh token changes every
 * brand, so it must not outlive the tab (a shared laptop, a browser restart) nor be shared with
 * other tabs; and a change needs a sign-in of the last five minutes anyway (ADR 011).
 */
export const SESSION_KEY = 'klubbConsoleSession';

const isSession = (value: unknown): value is OperatorSession => {
  const record = value as Partial<OperatorSession> | null;
  return (
    typeof record?.uid === 'string' &&
    typeof record.email === 'string' &&
    typeof record.idToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.expiresAt === 'number'
  );
};

export function keepSession(session: OperatorSession): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked: the session stays in memory for this page.
  }
}

export function readKeptSession(): OperatorSession | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetSession(): void {
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing was kept.
  }
}
