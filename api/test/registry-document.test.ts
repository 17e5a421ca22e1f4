import { API_PATHS, REGISTRY_PATHS, brandRemotesDocumentSchema } from '@klubb/contracts';

import {
  OPS_A,
  OPS_B,
  PLATFORM,
  documentOf,
  operatorToken,
  opsPost,
  writeHostContract,
} from './helpers/operators';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const names = (document: { remotes: Array<{ name: string }> }) =>
  document.remotes.map((remote) => remote.name);

describe.each(testTargets())('the per-brand remotes document on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      target,
      {},
      { registry: { hostContract: { file: writeHostContract() } } },
    );
  });
  afterAll(() => t.close());

  const brandConfigRemotes = async (appUrl: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.getBrand,
      headers: { origin: appUrl },
    });
    return response.json<{ config: { remotes: string[] } }>().config.remotes;
  };

  it('answers each brand its switched-on remotes at the stable version, briefly cacheable', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: REGISTRY_PATHS.brandRemotes,
      headers: { origin: BRAND_A_URL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const document = brandRemotesDocumentSchema.strict().parse(response.json());
    expect(names(document)).toEqual(['mf_auth', 'mf_feeds', 'mf_offer', 'mf_commerce', 'mf_more']);
    const feeds = document.remotes.find((remote) => remote.name === 'mf_feeds');
    expect(feeds).toMatchObject({
      version: '0.1.0',
      manifestUrl: 'http://localhost:3002/0.1.0/mf-manifest.json',
    });
    expect(feeds?.canary).toBeUndefined();
    // Brand B has commerce off in the seed; its brand answer says the same.
    expect(names(await documentOf(t, BRAND_B_URL))).not.toContain('mf_commerce');
    expect(await brandConfigRemotes(BRAND_B_URL)).toEqual(names(await documentOf(t, BRAND_B_URL)));
  });

  it('needs a known app URL, as every public call', async () => {
    const missing = await t.app.inject({ method: 'GET', url: REGISTRY_PATHS.brandRemotes });
    expect(errorOf(missing)).toMatchObject({ status: 400, code: 'brand/app-url-missing' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: REGISTRY_PATHS.brandRemotes,
      headers: { origin: 'http://elsewhere.example' },
    });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'brand/not-found' });
  });

  it('drops a remote switched off for brand A from A’s document and brand answer at once, and nowhere else', async () => {
    const token = await operatorToken(t.database, OPS_A);
    const before = {
      a: await brandConfigRemotes(BRAND_A_URL),
      b: await documentOf(t, BRAND_B_URL),
    };
    expect(before.a).toContain('mf_commerce'); // the brand answer is now cached
    const off = await opsPost(t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_commerce',
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      action: 'brand-remote.set',
      brandId: 'klubb',
      target: 'mf_commerce',
      before: { enabled: true, pinnedVersion: null },
      after: { enabled: false, pinnedVersion: null },
      operatorEmail: OPS_A.email,
    });
    expect(names(await documentOf(t, BRAND_A_URL))).not.toContain('mf_commerce');
    expect(await brandConfigRemotes(BRAND_A_URL)).not.toContain('mf_commerce');
    expect(await documentOf(t, BRAND_B_URL)).toEqual(before.b);
    const on = await opsPost(t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_commerce',
      enabled: true,
    });
    expect(on.statusCode).toBe(200);
    expect(await brandConfigRemotes(BRAND_A_URL)).toEqual(before.a);
  });

  it('gives a share canary to its brand beside the stable version, the same entry every time', async () => {
    const token = await operatorToken(t.database, OPS_B);
    const started = await opsPost(t, token, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.2.0',
      share: { brandId: 'klubb-norge', percent: 10 },
    });
    expect(started.statusCode).toBe(200);
    try {
      const first = await documentOf(t, BRAND_B_URL);
      const feeds = first.remotes.find((remote) => remote.name === 'mf_feeds');
      expect(feeds).toMatchObject({
        version: '0.1.0',
        canary: {
          version: '0.2.0',
          percent: 10,
          manifestUrl: 'http://localhost:3002/0.2.0/mf-manifest.json',
        },
      });
      // Stickiness is the host's (a stable hash of its session id against `percent`): it needs
      // the same document on every load while the canary runs.
      expect(await documentOf(t, BRAND_B_URL)).toEqual(first);
      const a = await documentOf(t, BRAND_A_URL);
      expect(a.remotes.find((remote) => remote.name === 'mf_feeds')?.canary).toBeUndefined();
    } finally {
      const ended = await opsPost(t, token, REGISTRY_PATHS.endCanary, { remote: 'mf_feeds' });
      expect(ended.statusCode).toBe(200);
    }
    const after = await documentOf(t, BRAND_B_URL);
    expect(after.remotes.find((remote) => remote.name === 'mf_feeds')?.canary).toBeUndefined();
  });

  it('moves a listed brand to the canary version (a pin wins), checks a promotion again, rolls back', async () => {
    const token = await operatorToken(t.database, PLATFORM);
    const feedsOf = async (appUrl: string) =>
      (await documentOf(t, appUrl)).remotes.find((remote) => remote.name === 'mf_feeds')?.version;
    await opsPost(t, token, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.2.0',
      brandIds: ['klubb-norge'],
    });
    expect([await feedsOf(BRAND_A_URL), await feedsOf(BRAND_B_URL)]).toEqual(['0.1.0', '0.2.0']);
    // A brand that pins a version keeps it, canary or not.
    const pinB = await opsPost(t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb-norge',
      remote: 'mf_feeds',
      pinnedVersion: '0.1.0',
    });
    expect(pinB.statusCode).toBe(200);
    expect(await feedsOf(BRAND_B_URL)).toBe('0.1.0');
    await opsPost(t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb-norge',
      remote: 'mf_feeds',
      pinnedVersion: null,
    });
    expect(await feedsOf(BRAND_B_URL)).toBe('0.2.0');
    // Promotion re-runs the contract check, which loads the version's files: the seeded URLs
    // serve nothing here, so the promotion is refused and nothing changes.
    const promoted = await opsPost(t, token, REGISTRY_PATHS.promoteCanary, { remote: 'mf_feeds' });
    expect(promoted.statusCode).toBe(422);
    expect([await feedsOf(BRAND_A_URL), await feedsOf(BRAND_B_URL)]).toEqual(['0.1.0', '0.2.0']);
    const rolledBack = await opsPost(t, token, REGISTRY_PATHS.rollback, {
      remote: 'mf_feeds',
      to: '0.1.0',
    });
    expect(rolledBack.json()).toMatchObject({
      action: 'rollback',
      after: { stableVersion: '0.1.0', canary: null },
    });
    expect([await feedsOf(BRAND_A_URL), await feedsOf(BRAND_B_URL)]).toEqual(['0.1.0', '0.1.0']);
  });
});
