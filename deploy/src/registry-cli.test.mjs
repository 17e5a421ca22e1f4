// The deploy CLI against a real API: api/src/main.ts in a child process on a fresh in-memory
// database (seeded: the operators and every remote at 0.1.0), with a live host contract and
// remote builds served over HTTP by this test, as a remote's origin would serve them.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runCli } from './registry-cli.mjs';
import { ROOT } from './topology.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

async function freePort() {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A remoteEntry.js whose container answers as a build's does (the contract check loads the
 * module: ADR 011): `./module` serves the one route the contract declares.
 */
const CONTAINER = `var mf_feeds = {
  init: () => Promise.resolve(),
  get: () => Promise.resolve(() => ({
    register: () => ({
      name: 'mf_feeds',
      routes: [{ path: '/', section: 'content', load: async () => ({ Page: () => null }) }],
      slots: [],
    }),
  })),
};`;

function buildFiles(prefix, { react = '^19.0.0', contractVersion = 2 } = {}) {
  return {
    [`${prefix}/mf-manifest.json`]: JSON.stringify({
      name: 'mf_feeds',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', requiredVersion: react, singleton: true }],
    }),
    [`${prefix}/klubb-contract.json`]: JSON.stringify({
      contractVersion,
      routes: [{ path: '/', section: 'content' }],
      slots: [],
      shared: [],
      remoteEntryBytes: 20,
    }),
    [`${prefix}/remoteEntry.js`]: CONTAINER,
  };
}

describe('npm run deploy (registry-cli.mjs) against the API', () => {
  let api;
  let files;
  let env;
  const logs = [];
  const cli = async (...argv) => {
    logs.length = 0;
    const code = await runCli(argv, {
      env,
      print: (line) => logs.push(line),
      printError: (line) => logs.push(line),
    });
    return { code, out: logs.join('\n') };
  };

  beforeAll(async () => {
    files = createServer((request, response) => {
      const body = served[request.url];
      if (body === undefined) response.writeHead(404).end();
      else response.writeHead(200).end(body);
    });
    const filesPort = await listen(files);
    const served = {
      ...buildFiles('/mf-feeds/0.1.0'),
      ...buildFiles('/mf-feeds/0.3.0'),
      ...buildFiles('/mf-feeds/0.9.0', { react: '^99.0.0', contractVersion: 99 }),
    };
    const hostContract = join(mkdtempSync(join(tmpdir(), 'klubb-cli-host-')), 'host-contract.json');
    writeFileSync(
      hostContract,
      JSON.stringify({ supportedContracts: [2], shared: [{ name: 'react', version: '19.2.0' }] }),
    );
    const port = await freePort();
    api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(ROOT, 'api'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        KLUBB_DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        KLUBB_HOST_CONTRACT_FILE: hostContract,
        KLUBB_REMOTE_MF_FEEDS_URL: `http://127.0.0.1:${filesPort}/mf-feeds`,
      },
      stdio: 'ignore',
    });
    env = {
      KLUBB_API_URL: `http://127.0.0.1:${port}`,
      KLUBB_REMOTE_MF_FEEDS_URL: `http://127.0.0.1:${filesPort}/mf-feeds`,
      // A command that changes a brand acts as the person at the terminal: here the platform's.
      KLUBB_OPERATOR_EMAIL: 'platform@klubb.example',
      KLUBB_OPERATOR_PASSWORD: 'Operator-2026!',
    };
    const deadline = Date.now() + 160_000;
    for (;;) {
      const ok = await fetch(`${env.KLUBB_API_URL}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 200_000);

  afterAll(async () => {
    api?.kill('SIGTERM');
    await new Promise((resolve) => files.close(resolve));
  });

  it('prints the status table, publishes, refuses the incompatible build, runs a canary to the end', async () => {
    const status = await cli('status');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/klubb-norge\s+mf_commerce\s+off/);
    expect(status.out).toMatch(/klubb\s+mf_feeds\s+on\s+0\.1\.0\s+0\.1\.0/);
    expect(status.out).toContain('published (newest first):\n');
    expect(status.out).toContain('  mf_feeds: 0.2.0, 0.1.0');

    const published = await cli('publish', 'mf-feeds', '--version', '0.3.0');
    expect(published).toEqual({
      code: 0,
      out: expect.stringContaining('publish mf_feeds by platform@klubb.example'),
    });

    const refused = await cli('publish', 'mf-feeds', '--version', '0.9.0');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('refused: registry/contract-refused');
    expect(refused.out).toContain(
      '- shared-range: react needs ^99.0.0; the live host provides 19.2.0',
    );
    expect(refused.out).toContain('- contract-version:');

    const canary = await cli('canary', 'mf-feeds', '0.3.0', '--brands', 'klubb-norge');
    expect(canary.out).toContain('canary.start mf_feeds (brand klubb-norge)');
    const watched = (await cli('status')).out;
    expect(watched).toMatch(/klubb-norge\s+mf_feeds\s+on\s+0\.3\.0\s+0\.1\.0\s+0\.3\.0 listed/);
    // The canary's numbers beside the stable version's, and its rules (ADR 024).
    expect(watched).toContain('running canaries (canary / stable, since it started):');
    expect(watched).toMatch(/mf_feeds 0\.3\.0 against stable 0\.1\.0:\n\s+sessions 0 \/ 0/);
    expect(watched).toContain('rolled back above stable + 5 points from 100 sessions');

    const promoted = await cli('promote', 'mf_feeds');
    // jsonb keeps keys in its own order: match the after line's fields, not its text.
    expect(promoted.out).toMatch(/after: .*"stableVersion":"0\.3\.0"/);
    const rolledBack = await cli('rollback', 'mf-feeds');
    // Without --to: the newest version below the stable one (the seed's mf-feeds 0.2.0).
    expect(rolledBack.out).toMatch(/after: .*"stableVersion":"0\.2\.0"/);
    // --to runs the contract check (0.1.0 is served and passes); never a roll-forward (API tests).
    const to = await cli('rollback', 'mf-feeds', '--to', '0.1.0', '--reason', 'back to known good');
    expect(to.out).toMatch(/after: .*"stableVersion":"0\.1\.0"/);
    expect(to.out).toContain('reason: back to known good');
  }, 300_000);

  it('switches a remote off and on for one brand, and says why a command is wrong', async () => {
    const off = await cli('disable', 'mf-commerce', '--brand', 'klubb');
    expect(off.out).toMatch(/after: .*"enabled":false/);
    expect((await cli('status')).out).toMatch(/klubb\s+mf_commerce\s+off/);
    expect((await cli('enable', 'mf-commerce', '--brand', 'klubb')).code).toBe(0);
    expect(await cli('enable', 'mf-commerce')).toEqual({
      code: 1,
      out: 'error: give the brand: --brand <id>',
    });
    expect((await cli('promote', 'mf-more')).out).toContain('registry/no-canary');
  }, 60_000);

  it('acts as the brand operator at the terminal, never as the seeded platform operator', async () => {
    const as = async (extra, ...argv) => {
      const out = [];
      const code = await runCli(argv, {
        env: {
          ...env,
          KLUBB_OPERATOR_EMAIL: undefined,
          KLUBB_OPERATOR_PASSWORD: undefined,
          ...extra,
        },
        print: (line) => out.push(line),
        printError: (line) => out.push(line),
      });
      return { code, out: out.join('\n') };
    };
    expect(await as({}, 'disable', 'mf-commerce', '--brand', 'klubb')).toEqual({
      code: 1,
      out: expect.stringMatching(
        /^error: disable changes a brand and acts as you: set KLUBB_OPERATOR_EMAIL/,
      ),
    });
    const brandA = {
      KLUBB_OPERATOR_EMAIL: 'ops.klubb@klubb.example',
      KLUBB_OPERATOR_PASSWORD: 'Operator-2026!',
    };
    const other = await as(brandA, 'disable', 'mf-commerce', '--brand', 'klubb-norge');
    expect(other.out).toContain('operator/forbidden');
    const own = await as(brandA, 'pin', 'mf-feeds', '0.1.0', '--brand', 'klubb');
    expect(own.out).toContain('brand-remote.set mf_feeds (brand klubb) by ops.klubb@klubb.example');
    expect((await as(brandA, 'pin', 'mf-feeds', 'stable', '--brand', 'klubb')).code).toBe(0);
  }, 60_000);

  it('helps per command, says plainly what is wrong, and sends nothing on --dry-run', async () => {
    for (const argv of [['--help'], ['help']]) {
      const help = await cli(...argv);
      expect(help.code).toBe(0);
      expect(help.out).toContain('deploy canary <remote> <version>');
    }
    expect((await cli('canary', '--help')).out).toMatch(
      /^deploy canary <remote> <version> --brands/,
    );
    expect((await cli('help', 'rollback')).out).toContain('Never a newer version');
    expect(
      await cli('canary', 'mf-feeds', '0.2.0', '--brands', 'klubb', '--min-sessions', '2.5'),
    ).toEqual({
      code: 1,
      out: 'error: --min-sessions takes a whole number from 1 to 1000000, not "2.5"',
    });
    const rules = await cli(
      'canary',
      'mf-feeds',
      '0.2.0',
      '--brands',
      'klubb',
      '--max-error-margin',
      '2.5',
      '--promote-after',
      '30',
      '--dry-run',
      '--json',
    );
    expect(JSON.parse(rules.out).body).toEqual({
      remote: 'mf_feeds',
      version: '0.2.0',
      brandIds: ['klubb'],
      rules: { maxErrorRateMargin: 2.5, promoteAfterMinutes: 30 },
    });
    expect(await cli('canary', 'mf-feeds', '0.2.0', '--share', 'ten', '--brand', 'klubb')).toEqual({
      code: 1,
      out: 'error: --share takes a whole number from 1 to 99 (a percentage), not "ten"',
    });
    const dry = await cli('disable', 'mf-commerce', '--brand', 'klubb', '--dry-run', '--json');
    expect(JSON.parse(dry.out)).toEqual({
      method: 'POST',
      url: `${env.KLUBB_API_URL}/v1/ops/set/brand/remote`,
      body: { brandId: 'klubb', remote: 'mf_commerce', enabled: false },
    });
    expect((await cli('status')).out).toMatch(/klubb\s+mf_commerce\s+on/);
    const down = await runCli(['status'], {
      env: { KLUBB_API_URL: `http://127.0.0.1:${await freePort()}` },
      print: () => {},
      printError: (line) => logs.push(line),
    });
    expect(down).toBe(1);
    expect(logs.at(-1)).toMatch(
      /^error: cannot reach the identity provider at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  }, 60_000);
});
