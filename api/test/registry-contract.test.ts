import { writeFileSync } from 'node:fs';

import { REGISTRY_PATHS, contractRefusalSchema } from '@klubb/contracts';

import {
  LIVE_HOST,
  PLATFORM,
  containerEntry,
  operatorToken,
  opsPost,
  registryStand,
  remoteVersionFiles,
  writeHostContract,
} from './helpers/operators';
import { errorOf } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

/** A remoteEntry.js that compresses badly: random text over the 1 KB budget these tests set. */
const BIG_ENTRY = `${containerEntry({ remote: 'mf_feeds', routes: [{ path: '/', section: 'content' }] })}
// ${Array.from({ length: 400 }, (_, i) => ((i * 7919) % 104729).toString(36)).join(';')}`;

describe.each(testTargets())('the contract check at publish and promote on %s', (target) => {
  const hostFile = writeHostContract();
  const stand = registryStand(target, {
    registry: { hostContract: { file: hostFile }, entryBudget: () => 1024 },
    hang: new Set(['/slow/mf-manifest.json']),
    files: () =>
      new Map([
        ...remoteVersionFiles({ remote: 'mf_feeds', prefix: '/good/0.3.0' }),
        ...remoteVersionFiles({ remote: 'mf_feeds', prefix: '/good/0.4.0' }),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/bad/0.9.0',
          react: '^99.0.0',
          contractVersion: 99,
          routes: [{ path: '/checkout', section: 'content' }],
        }),
        ...remoteVersionFiles({ remote: 'mf_feeds', prefix: '/big/0.5.0', entry: BIG_ENTRY }),
        ...remoteVersionFiles({ remote: 'mf_more', prefix: '/other/0.6.0' }),
      ]),
  });
  beforeAll(async () => {
    // Give mf_commerce's stable version the route the bad build claims.
    await stand.t.database.sql.exec(
      `UPDATE remote_versions SET contract = jsonb_set(contract, '{routes}',
         '[{"path":"/checkout","section":"content"}]') WHERE remote = 'mf_commerce'`,
    );
  });
  const { publish, documents } = stand;

  it('records a compatible version without making it live', async () => {
    const before = await documents();
    const response = await publish('0.3.0', '/good/0.3.0/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      action: 'publish',
      target: 'mf_feeds',
      before: { stableVersion: '0.1.0' },
      after: { version: '0.3.0', stableVersion: '0.1.0' },
    });
    expect(await documents()).toEqual(before);
    const again = await publish('0.3.0', '/good/0.3.0/mf-manifest.json');
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'registry/version-exists' });
  });

  it('refuses the incompatible build with every reason, and no document changes', async () => {
    const before = await documents();
    const response = await publish('0.9.0', '/bad/0.9.0/mf-manifest.json');
    expect(response.statusCode).toBe(422);
    const refusal = contractRefusalSchema.parse(response.json());
    const rules = refusal.reasons.map((reason) => reason.rule);
    expect(rules).toEqual(['contract-version', 'shared-range', 'route-collision']);
    expect(refusal.reasons.find((reason) => reason.rule === 'shared-range')?.detail).toBe(
      'react needs ^99.0.0; the live host provides 19.2.0',
    );
    expect(await documents()).toEqual(before);
  });

  it('refuses routes that another remote owns on a brand where both are on', async () => {
    writeFileSync(hostFile, JSON.stringify({ ...LIVE_HOST, supportedContracts: [2, 99] }));
    try {
      const response = await publish('0.9.0', '/bad/0.9.0/mf-manifest.json');
      const refusal = contractRefusalSchema.parse(response.json());
      expect(refusal.reasons.map((reason) => reason.rule)).toEqual([
        'shared-range',
        'route-collision',
      ]);
      writeFileSync(
        hostFile,
        JSON.stringify({
          supportedContracts: [2, 99],
          shared: LIVE_HOST.shared.map((entry) =>
            entry.name === 'react' ? { ...entry, version: '99.0.0' } : entry,
          ),
        }),
      );
      const collided = contractRefusalSchema.parse(
        (await publish('0.9.0', '/bad/0.9.0/mf-manifest.json')).json(),
      );
      expect(collided.reasons).toEqual([
        {
          rule: 'route-collision',
          detail: "/checkout is also mf_commerce 0.1.0's route on brand klubb",
        },
      ]);
      // With mf-commerce off on brand A too, no brand has both on: the same build passes.
      const token = await operatorToken(stand.t.database, PLATFORM);
      const commerce = { brandId: 'klubb', remote: 'mf_commerce' };
      await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, { ...commerce, enabled: false });
      const passed = await publish('0.9.0', '/bad/0.9.0/mf-manifest.json');
      await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, { ...commerce, enabled: true });
      expect(passed.statusCode).toBe(200);
    } finally {
      writeFileSync(hostFile, JSON.stringify(LIVE_HOST));
    }
  });

  it('refuses a remoteEntry over its budget, a manifest that does not load or is another remote’s', async () => {
    const big = contractRefusalSchema.parse(
      (await publish('0.5.0', '/big/0.5.0/mf-manifest.json')).json(),
    );
    expect(big.reasons.map((reason) => reason.rule)).toEqual(['entry-size']);
    const missing = contractRefusalSchema.parse(
      (await publish('0.5.1', '/none/mf-manifest.json')).json(),
    );
    expect(missing.reasons).toEqual([
      { rule: 'manifest', detail: expect.stringContaining('answered HTTP 404') },
    ]);
    const other = contractRefusalSchema.parse(
      (await publish('0.6.0', '/other/0.6.0/mf-manifest.json')).json(),
    );
    expect(other.reasons[0]?.detail).toContain('is the manifest of mf_more, not of mf_feeds');
  });

  it('gives up on a manifest that does not answer, within its time-out', async () => {
    const started = Date.now();
    const slow = contractRefusalSchema.parse(
      (await publish('0.5.2', '/slow/mf-manifest.json')).json(),
    );
    expect(slow.reasons[0]).toMatchObject({ rule: 'manifest' });
    expect(slow.reasons[0]?.detail).toContain('did not answer within');
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 15_000);

  it('answers 503 when the live host’s contract cannot be read, and records nothing', async () => {
    writeFileSync(hostFile, 'not json');
    try {
      const response = await publish('0.4.0', '/good/0.4.0/mf-manifest.json');
      expect(errorOf(response)).toMatchObject({
        status: 503,
        code: 'registry/host-contract-unavailable',
      });
    } finally {
      writeFileSync(hostFile, JSON.stringify(LIVE_HOST));
    }
  });

  it('checks a canary again before promoting it: refused against a changed host, promoted after', async () => {
    const token = await operatorToken(stand.t.database, PLATFORM);
    expect((await publish('0.4.0', '/good/0.4.0/mf-manifest.json')).statusCode).toBe(200);
    const started = await opsPost(stand.t, token, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.4.0',
      brandIds: ['klubb-norge'],
    });
    expect(started.statusCode).toBe(200);
    const before = await documents();
    writeFileSync(hostFile, JSON.stringify({ ...LIVE_HOST, supportedContracts: [3] }));
    const refused = await opsPost(stand.t, token, REGISTRY_PATHS.promoteCanary, {
      remote: 'mf_feeds',
    });
    expect(contractRefusalSchema.parse(refused.json()).reasons[0]?.rule).toBe('contract-version');
    expect(await documents()).toEqual(before);
    writeFileSync(hostFile, JSON.stringify(LIVE_HOST));
    const promoted = await opsPost(stand.t, token, REGISTRY_PATHS.promoteCanary, {
      remote: 'mf_feeds',
    });
    expect(promoted.json()).toMatchObject({
      action: 'canary.promote',
      before: { stableVersion: '0.1.0' },
      after: { stableVersion: '0.4.0', canary: null },
    });
    const versions = (await documents()).map(
      (document) => document.remotes.find((remote) => remote.name === 'mf_feeds')?.version,
    );
    expect(versions).toEqual(['0.4.0', '0.4.0']);
    // Without `to`, a rollback goes to the newest version below the stable one.
    const back = await opsPost(stand.t, token, REGISTRY_PATHS.rollback, { remote: 'mf_feeds' });
    expect(back.json()).toMatchObject({ after: { stableVersion: '0.3.0' } });
  });
});
