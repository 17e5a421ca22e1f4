/**
 * @jest-environment node
 */
// The protocol against a real HTTP server on a free port (Node's fetch; jsdom has none): what
// the client sends, and how it reads each answer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createIdentityClient, standInUrls, type IdentityClientConfig } from './identity-client';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}
type Answer = { status?: number; json?: unknown; raw?: string; hang?: boolean };

let server: ReturnType<typeof createServer>;
let baseUrl = '';
let seen: Seen[] = [];
let answer: (request: Seen) => Answer = () => ({ json: {} });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const record = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      seen.push(record);
      const { status = 200, json, raw, hang } = answer(record);
      if (hang) return;
      response.writeHead(status, { 'content-type': raw ? 'text/html' : 'application/json' });
      response.end(raw ?? JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const client = (overrides: Partial<IdentityClientConfig> = {}) =>
  createIdentityClient({
    ...standInUrls(baseUrl),
    apiKey: 'test-key',
    tenantId: 'klubb-a1b2c',
    timeoutMs: () => 2000,
    locale: 'sv',
    ...overrides,
  });

/** An unsigned JWT with the given claims: the client only reads them. */
const jwt = (claims: object) =>
  ['{"alg":"RS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');

const googleError = (message: string) => ({
  error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
});

describe('the identity client', () => {
  it('signs in with a password in the brand tenant, with the key in the query', async () => {
    answer = () => ({
      json: {
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: 'uid-1',
        email: 'anna@klubb.example',
        displayName: '',
        idToken: 'id-1',
        registered: true,
        refreshToken: 'refresh-1',
        expiresIn: '3600',
      },
    });
    await expect(client().signInWithPassword('anna@klubb.example', 'Medlem2026')).resolves.toEqual({
      uid: 'uid-1',
      idToken: 'id-1',
      refreshToken: 'refresh-1',
      expiresInS: 3600,
    });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword');
    expect(request?.query.get('key')).toBe('test-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-firebase-locale']).toBe('sv');
    expect(request?.headers['x-client-version']).toMatch(/JsCore/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'anna@klubb.example',
      password: 'Medlem2026',
      returnSecureToken: true,
      clientType: 'CLIENT_TYPE_WEB',
      tenantId: 'klubb-a1b2c',
    });
  });

  it('maps an error answer to its client code', async () => {
    answer = () => ({ status: 400, json: googleError('INVALID_LOGIN_CREDENTIALS') });
    await expect(client().signInWithPassword('a@b.se', 'x')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
      serverCode: 'INVALID_LOGIN_CREDENTIALS',
    });
  });

  it('signs up in the tenant', async () => {
    answer = () => ({
      json: {
        kind: 'identitytoolkit#SignupNewUserResponse',
        localId: 'uid-2',
        email: 'ny@klubb.example',
        idToken: 'id-2',
        refreshToken: 'refresh-2',
        expiresIn: '3600',
      },
    });
    await expect(client().signUp('ny@klubb.example', 'Medlem2026')).resolves.toMatchObject({
      uid: 'uid-2',
    });
    expect(seen[0]?.path).toBe('/identitytoolkit.googleapis.com/v1/accounts:signUp');
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ tenantId: 'klubb-a1b2c' });
  });

  it('exchanges a custom token and reads the uid from the new ID token', async () => {
    const idToken = jwt({ user_id: 'seed-klubb-anna', sub: 'seed-klubb-anna' });
    answer = () => ({
      json: {
        kind: 'identitytoolkit#VerifyCustomTokenResponse',
        idToken,
        refreshToken: 'refresh-3',
        expiresIn: '3600',
        isNewUser: false,
      },
    });
    await expect(client().signInWithCustomToken('custom')).resolves.toEqual({
      uid: 'seed-klubb-anna',
      idToken,
      refreshToken: 'refresh-3',
      expiresInS: 3600,
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      token: 'custom',
      returnSecureToken: true,
      tenantId: 'klubb-a1b2c',
    });
  });

  it('refreshes form-encoded on the secure-token host and reads the snake_case answer', async () => {
    answer = () => ({
      json: {
        access_token: 'id-4',
        id_token: 'id-4',
        expires_in: '3600',
        token_type: 'Bearer',
        refresh_token: 'refresh-4',
        user_id: 'uid-4',
        project_id: '100000000001',
      },
    });
    await expect(client().refresh('refresh-3')).resolves.toEqual({
      uid: 'uid-4',
      idToken: 'id-4',
      refreshToken: 'refresh-4',
      expiresInS: 3600,
    });
    expect(seen[0]?.path).toBe('/securetoken.googleapis.com/v1/token');
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-3',
    });
  });

  it('reads TOKEN_EXPIRED on refresh as a sign-out error', async () => {
    answer = () => ({ status: 400, json: googleError('TOKEN_EXPIRED') });
    await expect(client().refresh('old')).rejects.toMatchObject({
      code: 'auth/user-token-expired',
    });
  });

  it('looks up, deletes and revokes with the ID token alone (the tenant is in the token)', async () => {
    answer = (request) =>
      request.path.endsWith('accounts:lookup')
        ? {
            json: {
              kind: 'identitytoolkit#GetAccountInfoResponse',
              users: [
                {
                  localId: 'uid-1',
                  email: 'anna@klubb.example',
                  emailVerified: false,
                  disabled: false,
                  validSince: '1',
                  createdAt: '1',
                  providerUserInfo: [],
                },
              ],
            },
          }
        : { json: {} };
    const identity = client();
    await expect(identity.lookup('id-1')).resolves.toMatchObject({ localId: 'uid-1' });
    await identity.deleteAccount('id-1');
    await identity.revokeToken('id-1', 'refresh-1');
    expect(seen.map((request) => request.path)).toEqual([
      '/identitytoolkit.googleapis.com/v1/accounts:lookup',
      '/identitytoolkit.googleapis.com/v1/accounts:delete',
      '/identitytoolkit.googleapis.com/v2/accounts:revokeToken',
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ idToken: 'id-1' });
    expect(JSON.parse(seen[2]?.body ?? '')).toMatchObject({
      tokenType: 'REFRESH_TOKEN',
      token: 'refresh-1',
      idToken: 'id-1',
    });
  });

  it('reads the reCAPTCHA config with a GET in the tenant', async () => {
    answer = () => ({
      json: {
        recaptchaKey: 'projects/klubb-local/keys/dev-site-key',
        recaptchaEnforcementState: [
          { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
        ],
      },
    });
    await expect(client().getRecaptchaConfig()).resolves.toEqual({
      siteKey: 'dev-site-key',
      emailPasswordEnforcement: 'OFF',
    });
    expect(seen[0]?.method).toBe('GET');
    expect(Object.fromEntries(seen[0]?.query ?? [])).toEqual({
      clientType: 'CLIENT_TYPE_WEB',
      version: 'RECAPTCHA_ENTERPRISE',
      tenantId: 'klubb-a1b2c',
      key: 'test-key',
    });
  });

  it('turns a time-out into network-request-failed', async () => {
    answer = () => ({ hang: true });
    await expect(
      client({ timeoutMs: () => 100 }).signInWithPassword('a@b.se', 'x'),
    ).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });

  it('turns an unreachable server into network-request-failed', async () => {
    const closed = client(standInUrls('http://127.0.0.1:9'));
    await expect(closed.refresh('r')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });

  it('calls a failed answer without a code an internal error', async () => {
    answer = () => ({ status: 502, raw: '<html>Bad gateway</html>' });
    await expect(client().lookup('id')).rejects.toMatchObject({ code: 'auth/internal-error' });
  });
});
