import { readStored, removeStored, writeStored } from '@klubb/sdk';

import type { AuthSession } from '../session-store';

/** The persistent key of the session; one per origin, and each brand has its own origin. */
export const AUTH_SESSION_KEY = 'authSession';

interface StoredSession extends AuthSession {
  /** The tenant the tokens belong to; a session of another tenant is never restored. */
  tenantId: string | null;
}

const isSession = (value: unknown): value is StoredSession => {
  const record = value as Partial<StoredSession> | null;
  return (
    typeof record?.uid === 'string' &&
    typeof record.idToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.expiresAt === 'number'
  );
};

/** Keeps the session so it survives a reload (spec §4 / issue: "the session survives reload"). */
export function persistSession(session: AuthSession, tenantId: string | null): void {
  writeStored<StoredSession>(AUTH_SESSION_KEY, { ...session, tenantId });
}

/** The kept session of this tenant, or null (none, broken, or another tenant's). */
export function readPersistedSession(tenantId: string | null): AuthSession | null {
  const stored = readStored<unknown>(AUTH_SESSION_KEY);
  if (!isSession(stored) || stored.tenantId !== tenantId) return null;
  const { uid, idToken, refreshToken, expiresAt } = stored;
  return { uid, idToken, refreshToken, expiresAt };
}

export function forgetPersistedSession(): void {
  removeStored(AUTH_SESSION_KEY);
}
