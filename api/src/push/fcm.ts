import { importPKCS8, SignJWT } from 'jose';

import { fetchWithin } from '../http/fetch-within';

/** The OAuth 2.0 scope of FCM's HTTP v1 API. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** The grant of a service account's signed JWT (RFC 7523), as Google's token endpoint takes it. */
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google's FCM API and token endpoint, where production sends. */
export const FCM_API_BASE = 'https://fcm.googleapis.com';
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** The `@type` of FCM's own error detail, which names the FCM error code. */
export const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

/** What the sender needs of a Google service account key (its JSON file's fields, camel-cased). */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  /** PKCS#8 PEM, RSA (RS256). */
  privateKey: string;
  privateKeyId?: string;
  tokenUri: string;
}

/** Reads a service account key file's JSON (`project_id`, `client_email`, `private_key`, …). */
export function serviceAccountOf(json: unknown): ServiceAccount {
  const fields = (json ?? {}) as Record<string, unknown>;
  const text = (key: string) => {
    const value = fields[key];
    if (typeof value !== 'string' || !value) throw new Error(`the service account has no ${key}`);
    return value;
  };
  return {
    projectId: text('project_id'),
    clientEmail: text('client_email'),
    privateKey: text('private_key'),
    ...(typeof fields.private_key_id === 'string' ? { privateKeyId: fields.private_key_id } : {}),
    tokenUri: typeof fields.token_uri === 'string' ? fields.token_uri : GOOGLE_TOKEN_URI,
  };
}

/** One HTTP call as the sender makes it: JSON or form in, status and parsed JSON (or null) out. */
export type PushTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: unknown }>;

/** Over the network, each call settled within 15 s (as firebase-admin's messaging time-out). */
export const httpTransport: PushTransport = (url, init) =>
  fetchWithin(url, init, 15_000, async (response) => ({
    status: response.status,
    body: await response.json().catch(() => null),
  }));

/** FCM's message (v1 `messages:send`): one device, a notification, string data. */
export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
}

/** What one send came to, as the sender acts on it. */
export type FcmResult =
  | { kind: 'sent'; name: string }
  /** The token is gone (the app was removed, or the token replaced): never send to it again. */
  | { kind: 'unregistered' }
  /** Worth another try later: quota, FCM unavailable or failing, the network. */
  | { kind: 'retry'; error: string }
  /** The message or token is wrong: another try gives the same. */
  | { kind: 'failed'; error: string };

interface GoogleError {
  error?: { code?: number; message?: string; status?: string; details?: unknown[] };
}

/** FCM's error code: the FcmError detail's `errorCode`, else the error's `status`. */
export function fcmErrorCode(body: unknown): string {
  const error = (body as GoogleError | null)?.error;
  const detail = (error?.details ?? []).find(
    (item): item is { errorCode: string } =>
      !!item &&
      typeof item === 'object' &&
      (item as Record<string, unknown>)['@type'] === FCM_ERROR_TYPE &&
      typeof (item as Record<string, unknown>).errorCode === 'string',
  );
  return detail?.errorCode ?? error?.status ?? 'UNKNOWN';
}

/**
 * FCM's HTTP v1 sender for one service account: an access token from the account's signed JWT
 * (the jwt-bearer grant at its token endpoint, kept until a minute before it expires), then
 * `POST /v1/projects/{projectId}/messages:send` with it. Answers are sorted as FCM's error codes
 * say to handle them: UNREGISTERED drops the token; QUOTA_EXCEEDED, UNAVAILABLE and INTERNAL
 * (and a network failure) are tried again later; a refused access token is fetched anew once.
 */
export function createFcmSender(
  account: ServiceAccount,
  transport: PushTransport,
  apiBase = FCM_API_BASE,
) {
  let cached: { token: string; until: number } | null = null;
  const accessToken = async (): Promise<string> => {
    if (cached && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.privateKeyId ? { kid: account.privateKeyId } : {}),
      })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const answer = await transport(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    });
    const body = (answer.body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (answer.status !== 200 || typeof body.access_token !== 'string') {
      throw new Error(`the token endpoint answered ${answer.status}: ${JSON.stringify(body)}`);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, until: Date.now() + (seconds - 60) * 1000 };
    return cached.token;
  };

  const sendOnce = async (message: FcmMessage) => {
    const token = await accessToken();
    return transport(
      `${apiBase}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      },
    );
  };

  return {
    async send(message: FcmMessage): Promise<FcmResult> {
      let answer;
      try {
        answer = await sendOnce(message);
        if (answer.status === 401) {
          cached = null;
          answer = await sendOnce(message);
        }
      } catch (error) {
        return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
      }
      if (answer.status === 200) {
        const name = (answer.body as { name?: unknown } | null)?.name;
        return { kind: 'sent', name: typeof name === 'string' ? name : '' };
      }
      const code = fcmErrorCode(answer.body);
      if (code === 'UNREGISTERED') return { kind: 'unregistered' };
      const error = `${answer.status} ${code}`;
      if (answer.status === 429 || answer.status >= 500) return { kind: 'retry', error };
      return { kind: 'failed', error };
    },
  };
}

export type FcmSender = ReturnType<typeof createFcmSender>;
