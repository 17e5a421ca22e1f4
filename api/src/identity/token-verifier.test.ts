import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';

import { mintIdToken } from './id-tokens';
import type { SigningKey } from './signing-keys';
import { createIdTokenVerifier, TokenError } from './token-verifier';

const PROJECT = 'klubb-local';

async function makeKey(kid: string): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey: pair.privateKey, publicKey: pair.publicKey, publicJwk };
}

describe('the ID token check remembers a checked signature', () => {
  let key: SigningKey;
  let published: SigningKey[];
  let keyLookups: number;
  let now: number;
  const keys: JWTVerifyGetKey = (header, token) => {
    keyLookups += 1;
    return createLocalJWKSet({ keys: published.map((k) => k.publicJwk) })(header, token);
  };

  beforeAll(async () => {
    key = await makeKey('published');
  });
  beforeEach(() => {
    published = [key];
    keyLookups = 0;
    now = Date.now();
  });

  const verifier = () => createIdTokenVerifier({ projectId: PROJECT, keys, now: () => now });
  const mint = () =>
    mintIdToken(
      key,
      PROJECT,
      {
        uid: 'member-1',
        tenantId: 'klubb-a1b2c',
        authTime: Math.floor(now / 1000),
        signInProvider: 'password',
      },
      Math.floor(now / 1000),
    );
  const problemOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'accepted';
    } catch (error) {
      expect(error).toBeInstanceOf(TokenError);
      return (error as TokenError).problem;
    }
  };

  it('checks the signature of a token once, and answers the same member after', async () => {
    const verify = verifier();
    const token = await mint();
    const first = await verify(token);
    now += 60_000;
    await expect(verify(token)).resolves.toEqual(first);
    expect(keyLookups).toBe(1);
  });

  it('still refuses a remembered token once it has expired', async () => {
    const verify = verifier();
    const token = await mint();
    await verify(token);
    now += 3600_000 + 6_000;
    expect(await problemOf(verify(token))).toBe('expired');
  });

  it('checks a remembered token afresh after five minutes: a key dropped from the set stops it', async () => {
    const verify = verifier();
    const token = await mint();
    await verify(token);
    published = [await makeKey('rotated')];
    now += 4 * 60_000;
    expect(await problemOf(verify(token))).toBe('accepted');
    now += 2 * 60_000;
    expect(await problemOf(verify(token))).toBe('invalid');
  });

  it('remembers only a token that passed: a forged one is refused every time', async () => {
    const verify = verifier();
    const token = await mint();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect(await problemOf(verify(forged!))).toBe('invalid');
    expect(await problemOf(verify(forged!))).toBe('invalid');
    expect(keyLookups).toBe(2);
  });
});
