import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_REFRESH_AHEAD_MS } from '@klubb/contracts';

/** What a sign-in or a refresh hands back; `expiresInS` counts from the moment it arrived. */
export interface AuthTokens {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresInS: number;
}

/** The session as the store keeps it: the expiry is an absolute time (ms since the epoch). */
export interface StoredTokens {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** The claims of an ID token the client reads (it never trusts them: the API verifies). */
export interface IdTokenClaims {
  sub?: string;
  user_id?: string;
  exp?: number;
  auth_time?: number;
  firebase?: { tenant?: string; sign_in_provider?: string };
}

/** Reads a JWT's payload without verifying it; null when it is not one. */
export function decodeIdToken(token: string): IdTokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as IdTokenClaims) : null;
  } catch {
    return null;
  }
}

/** The tokens of a sign-in answer; the custom-token answer has no `localId`, the token has it. */
export function tokensFromAnswer(answer: {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  localId?: string;
}): AuthTokens {
  const claims = decodeIdToken(answer.idToken);
  return {
    uid: answer.localId ?? claims?.user_id ?? claims?.sub ?? '',
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
    expiresInS: Number(answer.expiresIn),
  };
}

/** Expiry = the time the tokens arrived + `expiresIn` seconds (PROTOCOLS.md §2). */
export const storedTokensOf = (tokens: AuthTokens, receivedAt: number): StoredTokens => ({
  uid: tokens.uid,
  idToken: tokens.idToken,
  refreshToken: tokens.refreshToken,
  expiresAt: receivedAt + tokens.expiresInS * 1000,
});

/** A token counts as expired 30 s before its expiry time (spec §9). */
export const isTokenExpired = (expiresAt: number, now: number) =>
  now >= expiresAt - TOKEN_EXPIRY_MARGIN_MS;

/** How long until the proactive refresh, about 5 minutes before expiry (spec §4). */
export const refreshDelay = (expiresAt: number, now: number) =>
  Math.max(0, expiresAt - TOKEN_REFRESH_AHEAD_MS - now);
