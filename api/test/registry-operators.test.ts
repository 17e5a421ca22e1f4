import {
  OPERATORS_TENANT_ID,
  REGISTRY_PATHS,
  auditListSchema,
  contractRefusalSchema,
  operatorBrandSchema,
  operatorSchema,
  registryStatusSchema,
} from '@klubb/contracts';

import { OPERATOR_SEED_PASSWORD } from '../src/db/seed/registry';
import { createAccount } from '../src/identity/account-store';

import { ANNA, callIdentity, identityErrorOf, mintTestToken } from './helpers/identity';
import {
  OPS_A,
  OPS_B,
  PLATFORM,
  documentOf,
  operatorToken,
  opsGet,
  opsPost,
  writeHostContract,
} from './helpers/operators';
import { BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('the operators’ API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      target,
      {},
      { registry: { hostContract: { file: writeHostContract() } } },
    );
  });
  afterAll(() => t.close());

  const switchCommerce = (token: string | null, brandId: string, enabled: boolean) =>
    opsPost(t, token, REGISTRY_PATHS.setBrandRemote, { brandId, remote: 'mf_commerce', enabled });

  it('signs an operator in with a password in the operators’ tenant, and refuses sign-ups there', async () => {
    const signIn = await callIdentity(t, '/v1/accounts:signInWithPassword', {
      email: PLATFORM.email,
      password: OPERATOR_SEED_PASSWORD,
      tenantId: OPERATORS_TENANT_ID,
      returnSecureToken: true,
    });
    expect(signIn.statusCode).toBe(200);
    const me = await opsGet(t, signIn.json<{ idToken: string }>().idToken, REGISTRY_PATHS.me);
    expect(operatorSchema.strict().parse(me.json())).toMatchObject({
      email: PLATFORM.email,
      role: 'platform',
      brandId: null,
      brands: [
        { id: 'klubb', name: 'Klubb', appUrl: 'http://localhost:3000' },
        { id: 'klubb-norge', name: 'Klubb Norge', appUrl: 'http://nordic.localhost:3000' },
      ],
    });
    const signUp = await callIdentity(t, '/v1/accounts:signUp', {
      email: 'new.operator@klubb.example',
      password: OPERATOR_SEED_PASSWORD,
      tenantId: OPERATORS_TENANT_ID,
    });
    expect(identityErrorOf(signUp)).toBe('ADMIN_ONLY_OPERATION');
  });

  it('shows a brand operator only their brand', async () => {
    const token = await operatorToken(t.database, OPS_A);
    const me = operatorSchema.parse((await opsGet(t, token, REGISTRY_PATHS.me)).json());
    expect(me).toMatchObject({ role: 'brand', brandId: 'klubb' });
    expect(me.brands.map((brand) => brand.id)).toEqual(['klubb']);
    const status = registryStatusSchema.parse(
      (await opsGet(t, token, REGISTRY_PATHS.status)).json(),
    );
    expect(status.brands.map((brand) => brand.id)).toEqual(['klubb']);
    const own = await opsGet(t, token, REGISTRY_PATHS.brand, '?brandId=klubb');
    const brand = operatorBrandSchema.strict().parse(own.json());
    expect(brand.brand.flags).toMatchObject({ showLive: true, showRestaurants: true });
    expect(brand.versions.mf_feeds?.map((version) => version.version)).toEqual(['0.2.0', '0.1.0']);
    const other = await opsGet(t, token, REGISTRY_PATHS.brand, '?brandId=klubb-norge');
    expect(errorOf(other)).toMatchObject({ status: 403, code: 'operator/forbidden' });
  });

  it('refuses calls without an operator’s token: none, a member’s, an account without a role', async () => {
    expect(errorOf(await switchCommerce(null, 'klubb', false))).toMatchObject({
      status: 401,
      code: 'auth/token-missing',
    });
    const member = await mintTestToken(t.database, ANNA);
    expect(errorOf(await switchCommerce(member, 'klubb', false))).toMatchObject({
      status: 401,
      code: 'auth/token-wrong-tenant',
    });
    expect(errorOf(await opsGet(t, member, REGISTRY_PATHS.me))).toMatchObject({ status: 401 });
    const account = await createAccount(t.database.orm, {
      tenantId: OPERATORS_TENANT_ID,
      email: 'no.role@klubb.example',
      passwordHash: null,
    });
    const noRole = await operatorToken(t.database, { uid: account?.localId ?? '', email: 'x' });
    expect(errorOf(await opsGet(t, noRole, REGISTRY_PATHS.me))).toMatchObject({
      status: 403,
      code: 'operator/forbidden',
    });
  });

  it('answers 403 to brand A’s operator on brand B, and changes nothing there', async () => {
    const token = await operatorToken(t.database, OPS_A);
    const before = await documentOf(t, BRAND_B_URL);
    const refused = await switchCommerce(token, 'klubb-norge', true);
    expect(errorOf(refused)).toMatchObject({ status: 403, code: 'operator/forbidden' });
    const flags = await opsPost(t, token, REGISTRY_PATHS.setBrandFlags, {
      brandId: 'klubb-norge',
      flags: { showLive: true },
    });
    expect(errorOf(flags)).toMatchObject({ status: 403, code: 'operator/forbidden' });
    const canary = await opsPost(t, token, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.2.0',
      brandIds: ['klubb', 'klubb-norge'],
    });
    expect(errorOf(canary)).toMatchObject({ status: 403, code: 'operator/forbidden' });
    expect(await documentOf(t, BRAND_B_URL)).toEqual(before);
  });

  it('keeps publish, rollback and promote to platform operators', async () => {
    const token = await operatorToken(t.database, OPS_B);
    for (const [path, body] of [
      [
        REGISTRY_PATHS.publish,
        { remote: 'mf_feeds', version: '0.3.0', manifestUrl: 'http://x.test/m.json' },
      ],
      [REGISTRY_PATHS.rollback, { remote: 'mf_feeds' }],
      [REGISTRY_PATHS.promoteCanary, { remote: 'mf_feeds' }],
    ] as const) {
      expect(errorOf(await opsPost(t, token, path, body))).toMatchObject({
        status: 403,
        code: 'operator/forbidden',
      });
    }
  });

  it('needs a fresh sign-in for a change, not for a read', async () => {
    const stale = await operatorToken(t.database, OPS_A, 301);
    expect(errorOf(await switchCommerce(stale, 'klubb', false))).toMatchObject({
      status: 401,
      code: 'operator/reauthentication-required',
    });
    expect((await opsGet(t, stale, REGISTRY_PATHS.status)).statusCode).toBe(200);
    const fresh = await operatorToken(t.database, OPS_A, 290);
    expect((await switchCommerce(fresh, 'klubb', false)).statusCode).toBe(200);
    expect((await switchCommerce(fresh, 'klubb', true)).statusCode).toBe(200);
  });

  it('writes who changed what, before and after, and shows a brand its own entries', async () => {
    const token = await operatorToken(t.database, OPS_B);
    const changed = await opsPost(t, token, REGISTRY_PATHS.setBrandFlags, {
      brandId: 'klubb-norge',
      flags: { showLive: true },
    });
    expect(changed.statusCode).toBe(200);
    const read = await opsGet(t, token, REGISTRY_PATHS.audit);
    const { entries } = auditListSchema.parse(read.json());
    expect(entries[0]).toMatchObject({
      operatorUid: OPS_B.uid,
      operatorEmail: OPS_B.email,
      brandId: 'klubb-norge',
      action: 'brand-flags.set',
      before: { showLive: false },
      after: { showLive: true },
    });
    expect(Date.now() - Date.parse(entries[0]?.at ?? '')).toBeLessThan(60_000);
    expect(entries.every((entry) => entry.brandId === 'klubb-norge')).toBe(true);
    // The refused changes above left no entry.
    expect(entries.some((entry) => entry.operatorUid === OPS_A.uid)).toBe(false);
    const otherBrand = await opsGet(t, token, REGISTRY_PATHS.audit, '?brandId=klubb');
    expect(errorOf(otherBrand)).toMatchObject({ status: 403 });
    const platform = await operatorToken(t.database, PLATFORM);
    const all = auditListSchema.parse((await opsGet(t, platform, REGISTRY_PATHS.audit)).json());
    expect(all.entries.length).toBeGreaterThanOrEqual(entries.length);
  });

  it('answers error records for bad bodies and unknown versions', async () => {
    const token = await operatorToken(t.database, PLATFORM);
    const bad = await opsPost(t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_nope',
    });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'validation_failed' });
    const pin = await opsPost(t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_feeds',
      pinnedVersion: '9.9.9',
    });
    expect(errorOf(pin)).toMatchObject({ status: 404, code: 'registry/version-not-found' });
    const noBrand = await opsPost(t, token, REGISTRY_PATHS.setBrandFlags, {
      brandId: 'nobody',
      flags: { showLive: true },
    });
    expect(errorOf(noBrand)).toMatchObject({ status: 404, code: 'brand/not-found' });
    const noCanary = await opsPost(t, token, REGISTRY_PATHS.endCanary, { remote: 'mf_more' });
    expect(errorOf(noCanary)).toMatchObject({ status: 404, code: 'registry/no-canary' });
    const nothingBelow = await opsPost(t, token, REGISTRY_PATHS.rollback, { remote: 'mf_more' });
    expect(errorOf(nothingBelow)).toMatchObject({
      status: 409,
      code: 'registry/nothing-to-roll-back-to',
    });
  });

  it('answers every operator route with a 4xx record for malformed input, never a 5xx', async () => {
    const token = await operatorToken(t.database, PLATFORM);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { remote: 'mf_feeds', version: 'x' },
      { brandId: '', remote: 'mf_feeds' },
      { remote: 'mf_feeds', version: '1.0.0', manifestUrl: 'ftp://x.test/m.json' },
      {
        remote: 'mf_feeds',
        version: '0.2.0',
        brandIds: ['klubb'],
        share: { brandId: 'klubb', percent: 5 },
      },
      { brandId: 'klubb', flags: { showLive: 'yes' } },
      { brandId: 'x'.repeat(101), remote: 'mf_feeds' },
    ];
    for (const path of Object.values(REGISTRY_PATHS)) {
      for (const body of bodies) {
        const response = await opsPost(t, token, path, body);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        // A refusal is a record with its reasons beside it.
        if (response.statusCode === 422) contractRefusalSchema.strict().parse(response.json());
        else errorOf(response);
      }
      for (const query of ['?brandId=', '?brandId=nobody', '?before=-1', '?before=x']) {
        const response = await opsGet(t, token, path, query);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) errorOf(response);
      }
    }
  });
});
