import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';

import { ERROR_CODES, type Brand } from '@klubb/contracts';

import { mintIdToken, type IdTokenSubject } from '../identity/id-tokens';
import type { SigningKey } from '../identity/signing-keys';
import { createIdTokenVerifier } from '../identity/token-verifier';

import { ApiError } from './api-error';
import { createAuthenticator, type AccountState } from './authenticate';

const PROJECT = 'klubb-local';
const TENANT = 'klubb-a1b2c';
const brand = { id: 'klubb', authTenantId: TENANT } as Brand;

async function makeKey(kid: string): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey: pair.privateKey, publicKey: pair.publicKey, publicJwk };
}

describe('the member token check', () => {
  let key: SigningKey;
  let stranger: SigningKey;
  let state: AccountState;
  let auth: ReturnType<typeof createAuthenticator>;
  const nowS = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    key = await makeKey('published');
    stranger = await makeKey('unknown');
    const verify = createIdTokenVerifier({
      projectId: PROJECT,
      keys: createLocalJWKSet({ keys: [key.publicJwk] }),
    });
    auth = createAuthenticator(verify, async () => state);
  });
  beforeEach(() => {
    state = 'ok';
  });

  const subject = (extra: Partial<IdTokenSubject> = {}): IdTokenSubject => ({
    uid: 'member-1',
    tenantId: TENANT,
    authTime: nowS(),
    signInProvider: 'password',
    ...extra,
  });
  const request = (authorization?: string) =>
    ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;
  const codeOf = async (authorization?: string) => {
    try {
      await auth.require(request(authorization), brand);
      return 'accepted';
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      return (error as ApiError).code;
    }
  };

  it('accepts an RS256 token of the project and the brand’s tenant', async () => {
    const token = await mintIdToken(key, PROJECT, subject());
    await expect(auth.require(request(`Bearer ${token}`), brand)).resolves.toMatchObject({
      uid: 'member-1',
      tenant: TENANT,
    });
    await expect(auth.optional(request(), brand)).resolves.toBeNull();
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect(await codeOf()).toBe(ERROR_CODES.tokenMissing);
    expect(await codeOf('Basic dXNlcjpwYXNz')).toBe(ERROR_CODES.tokenInvalid);
    expect(await codeOf('Bearer not.a.jwt')).toBe(ERROR_CODES.tokenInvalid);
  });

  it('refuses alg none, an HMAC made with the public key, and an unknown key', async () => {
    const claims = { auth_time: nowS(), firebase: { tenant: TENANT } };
    const unsigned = new UnsecuredJWT(claims)
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject('member-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await codeOf(`Bearer ${unsigned}`)).toBe(ERROR_CODES.tokenInvalid);
    const secret = new TextEncoder().encode(JSON.stringify(key.publicJwk));
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject('member-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await codeOf(`Bearer ${hmac}`)).toBe(ERROR_CODES.tokenInvalid);
    const foreign = await mintIdToken(stranger, PROJECT, subject());
    expect(await codeOf(`Bearer ${foreign}`)).toBe(ERROR_CODES.tokenInvalid);
  });

  it('refuses an expired token, another project’s and another tenant’s', async () => {
    const expired = await mintIdToken(key, PROJECT, subject(), nowS() - 3700);
    expect(await codeOf(`Bearer ${expired}`)).toBe(ERROR_CODES.tokenExpired);
    const otherProject = await mintIdToken(key, 'other-project', subject());
    expect(await codeOf(`Bearer ${otherProject}`)).toBe(ERROR_CODES.tokenWrongProject);
    const otherTenant = await mintIdToken(key, PROJECT, subject({ tenantId: 'klubb-norge-x9y8z' }));
    expect(await codeOf(`Bearer ${otherTenant}`)).toBe(ERROR_CODES.tokenWrongTenant);
    const noTenant = await mintIdToken(key, PROJECT, subject({ tenantId: '' }));
    expect(await codeOf(`Bearer ${noTenant}`)).toBe(ERROR_CODES.tokenWrongTenant);
    const future = await mintIdToken(key, PROJECT, subject({ authTime: nowS() + 600 }));
    expect(await codeOf(`Bearer ${future}`)).toBe(ERROR_CODES.tokenInvalid);
  });

  it('refuses a token whose session was revoked, or whose account is disabled or gone', async () => {
    const token = `Bearer ${await mintIdToken(key, PROJECT, subject())}`;
    state = 'revoked';
    expect(await codeOf(token)).toBe(ERROR_CODES.tokenRevoked);
    state = 'disabled';
    expect(await codeOf(token)).toBe(ERROR_CODES.userDisabled);
    state = 'missing';
    expect(await codeOf(token)).toBe(ERROR_CODES.tokenUserNotFound);
  });
});
