import { memberRecordSchema } from '@klubb/contracts';
import type { StoredValues } from '@klubb/sdk';

import type { AuthSession, CurrentUser } from '../session-store';

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
export function persistSession(
  storage: StoredValues,
  session: AuthSession,
  tenantId: string | null,
): void {
  storage.write<StoredSession>(AUTH_SESSION_KEY, { ...session, tenantId });
}

/** The kept session of this tenant, or null (none, broken, or another tenant's). */
export function readPersistedSession(
  storage: StoredValues,
  tenantId: string | null,
): AuthSession | null {
  const stored = storage.read<unknown>(AUTH_SESSION_KEY);
  if (!isSession(stored) || stored.tenantId !== tenantId) return null;
  const { uid, idToken, refreshToken, expiresAt } = stored;
  return { uid, idToken, refreshToken, expiresAt };
}

export function forgetPersistedSession(storage: StoredValues): void {
  storage.remove(AUTH_SESSION_KEY);
}

/** The persistent key of the member's record (spec §4 "Cached data": userDataStore). */
export const USER_DATA_KEY = 'userDataStore';

/** How long the kept record is used (spec §4 gives a time-to-live but not its value). */
export const USER_DATA_LIFETIME_MS = 24 * 60 * 60_000;

// Only what the session holds: never the personal number or addresses, which the profile fetches.

/** Keeps the member's record with a time-to-live, for a start without the API (offline). */
export function persistUser(storage: StoredValues, user: CurrentUser): void {
  const parsed = memberRecordSchema.safeParse(user);
  if (parsed.success) storage.write(USER_DATA_KEY, parsed.data, USER_DATA_LIFETIME_MS);
}

/** The kept record of this member, or null (none, expired, broken, or another member's). */
export function readPersistedUser(storage: StoredValues, uid: string): CurrentUser | null {
  const parsed = memberRecordSchema.safeParse(storage.read<unknown>(USER_DATA_KEY));
  return parsed.success && parsed.data.id === uid ? parsed.data : null;
}

export function forgetPersistedUser(storage: StoredValues): void {
  storage.remove(USER_DATA_KEY);
}

/**
 * The member kept from the last visit, in `storage` (the runtime's), to a brand (its tenant), for screens shown when the API
 * cannot be reached: the error screen's support mail names them.
 */
export function readKeptMember(storage: StoredValues, tenantId: string): CurrentUser | null {
  const session = readPersistedSession(storage, tenantId);
  return session ? readPersistedUser(storage, session.uid) : null;
}
