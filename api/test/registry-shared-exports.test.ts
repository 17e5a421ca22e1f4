import { writeFileSync } from 'node:fs';

import { contractRefusalSchema } from '@klubb/contracts';

import {
  LIVE_HOST,
  registryStand,
  remoteVersionFiles,
  writeHostContract,
} from './helpers/operators';
import { testTargets } from './helpers/test-database';

// ADR 016: the host provides the router's used exports only, and says which in its contract
// (`exports`); a remote's build says which names its code imports (`imports`). A remote that
// imports a name the live host lacks would get `undefined` on the page: the check refuses it.
const ROUTER = 'react-router-dom';
const routerOf = (imports?: string[]) => [
  { name: ROUTER, requiredVersion: '^7.0.0', singleton: true, ...(imports ? { imports } : {}) },
];
/** A host built with router-provided.js: two names of the router only. */
const PARTIAL_HOST = {
  ...LIVE_HOST,
  shared: [
    ...LIVE_HOST.shared,
    { name: ROUTER, version: '7.18.5', exports: ['Link', 'useNavigate'] },
  ],
};
/** A host that provides the whole router (no `exports`), as hosts built before ADR 016 did. */
const WHOLE_HOST = {
  ...LIVE_HOST,
  shared: [...LIVE_HOST.shared, { name: ROUTER, version: '7.18.5' }],
};

describe.each(testTargets())('the router exports in the contract check on %s', (target) => {
  const hostFile = writeHostContract(PARTIAL_HOST);
  const stand = registryStand(target, {
    registry: { hostContract: { file: hostFile } },
    files: () =>
      new Map([
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/fits/0.6.0',
          shared: routerOf(['Link']),
        }),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/blocker/0.6.1',
          shared: routerOf(['Link', 'useBlocker', 'useNavigate']),
        }),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/whole/0.6.2',
          shared: routerOf(['*']),
        }),
        ...remoteVersionFiles({ remote: 'mf_feeds', prefix: '/older/0.6.3', shared: routerOf() }),
      ]),
  });
  afterEach(() => writeFileSync(hostFile, JSON.stringify(PARTIAL_HOST)));
  const { publish, documents } = stand;

  it('refuses a remote that imports a name the live host does not provide, and changes nothing', async () => {
    const before = await documents();
    const response = await publish('0.6.1', '/blocker/0.6.1/mf-manifest.json');
    expect(response.statusCode).toBe(422);
    expect(contractRefusalSchema.parse(response.json()).reasons).toEqual([
      {
        rule: 'shared-exports',
        detail:
          'react-router-dom: the remote imports useBlocker, which the live host does not provide',
      },
    ]);
    const whole = contractRefusalSchema.parse(
      (await publish('0.6.2', '/whole/0.6.2/mf-manifest.json')).json(),
    );
    expect(whole.reasons).toEqual([
      {
        rule: 'shared-exports',
        detail:
          'react-router-dom: the remote imports the whole package (*), which the live host does not provide',
      },
    ]);
    expect(await documents()).toEqual(before);
  });

  it('records a remote whose imports the host provides, keeping them in the recorded contract', async () => {
    const response = await publish('0.6.0', '/fits/0.6.0/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    const [row] = await stand.t.database.sql.query<{ contract: { shared: unknown[] } }>(
      `SELECT contract FROM remote_versions WHERE remote = 'mf_feeds' AND version = '0.6.0'`,
    );
    expect(row?.contract.shared).toContainEqual(routerOf(['Link'])[0]);
  });

  it('judges no names where either side does not list them', async () => {
    // A contract written before `imports`: nothing to compare.
    expect((await publish('0.6.3', '/older/0.6.3/mf-manifest.json')).statusCode).toBe(200);
    // A host that provides the whole router has every name.
    writeFileSync(hostFile, JSON.stringify(WHOLE_HOST));
    expect((await publish('0.6.1', '/blocker/0.6.1/mf-manifest.json')).statusCode).toBe(200);
  });
});
