import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { remoteOriginsFromEnv } from './remote-origins.mjs';
import { createHandler } from './serve-handler.mjs';
import {
  contentSecurityPolicy,
  htmlSecurityHeaders,
  isServable,
  MAPS_ORIGINS,
  securitySettingsFromEnv,
  STRIPE_ORIGINS,
} from './serve-rules.mjs';
import { httpRequest, listen } from './testing/http.mjs';

// Beside the app's own origins: Google Maps (the restaurant map) and Stripe (real-key checkout).
const THIRD_PARTY_SCRIPTS = [...MAPS_ORIGINS.script, ...STRIPE_ORIGINS.script];
const THIRD_PARTY_CALLS = [...MAPS_ORIGINS.connect, ...STRIPE_ORIGINS.connect];

const LOCAL_REMOTES = [
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
  'http://localhost:3009',
];

/** A remotes.json naming an origin the setting does not: the CSP follows the setting, not it. */
const REMOTES = {
  remotes: [
    { name: 'mf_feeds', version: '0.1.0', manifestUrl: 'http://elsewhere.test/mf-manifest.json' },
  ],
};

const directive = (csp, name) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('the HTML security rules', () => {
  test('the platform setting names the origins remotes may come from, as the registry allows', () => {
    expect(remoteOriginsFromEnv({})).toEqual(LOCAL_REMOTES);
    expect(
      remoteOriginsFromEnv({ KLUBB_REMOTE_MF_FEEDS_URL: 'https://cdn.klubb.example/mf-feeds/' }),
    ).toContain('https://cdn.klubb.example');
    expect(
      remoteOriginsFromEnv({
        KLUBB_REMOTE_ORIGINS:
          'https://feeds.klubb.example, https://cdn.klubb.example/x  not-a-url ftp://x.test',
      }),
    ).toEqual(['https://cdn.klubb.example', 'https://feeds.klubb.example']);
    expect(remoteOriginsFromEnv({ KLUBB_REMOTE_ORIGINS: '' })).toEqual([]);
    expect(securitySettingsFromEnv({}).remoteOrigins).toEqual(LOCAL_REMOTES);
  });

  test('scripts only from the page and the remotes, calls to the API, no framing', () => {
    const csp = contentSecurityPolicy({
      apiUrl: 'http://localhost:4000/',
      remoteOrigins: ['http://localhost:3001', 'http://localhost:3002'],
    });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      ...THIRD_PARTY_SCRIPTS,
    ]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:3001',
      'http://localhost:3002',
      ...THIRD_PARTY_CALLS,
    ]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    // The payment stand-in's 3-D Secure page is framed from the API's origin.
    expect(directive(csp, 'frame-src')).toContain('http://localhost:4000');
  });

  test('with Google Identity Platform its hosts are called; a native container may frame', () => {
    const settings = securitySettingsFromEnv({
      KLUBB_API_URL: 'https://api.klubb.example',
      KLUBB_IDENTITY_API_KEY: 'AIza-x',
      KLUBB_FRAME_ANCESTORS: 'https://app.klubb.example',
    });
    const headers = htmlSecurityHeaders({ ...settings, remoteOrigins: [] });
    const csp = headers['Content-Security-Policy'];
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.klubb.example',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...THIRD_PARTY_CALLS,
    ]);
    expect(directive(csp, 'frame-ancestors')).toEqual(['https://app.klubb.example']);
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  test('source maps are never served', () => {
    expect(isServable('main.1a2b3c4d5e.js.map')).toBe(false);
    expect(isServable('MAIN.JS.MAP')).toBe(false);
    expect(isServable('main.1a2b3c4d5e.js')).toBe(true);
  });
});

describe('the static server sends them', () => {
  let dir;
  let server;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'klubb-serve-security-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>host</title>');
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(REMOTES));
    writeFileSync(join(dir, 'main.1a2b3c4d5e.js'), 'console.log(1)');
    writeFileSync(join(dir, 'main.1a2b3c4d5e.js.map'), '{"sourcesContent":["secret"]}');
    const handler = await createHandler({
      dir,
      spa: true,
      security: securitySettingsFromEnv({
        KLUBB_REMOTE_ORIGINS: 'http://localhost:3001 http://localhost:3002',
      }),
    });
    server = await listen(handler);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path) => httpRequest(server, path);

  // remotes.json names elsewhere.test: the setting, not the fallback document, is what counts.
  test.each(['/', '/index.html', '/offer/klubb-live-001'])('HTML at %s', async (path) => {
    const { status, headers } = await get(path);
    expect(status).toBe(200);
    expect(directive(headers['content-security-policy'], 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      ...THIRD_PARTY_SCRIPTS,
    ]);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('a script has no CSP of its own, and its source map is not found', async () => {
    expect((await get('/main.1a2b3c4d5e.js')).headers['content-security-policy']).toBeUndefined();
    expect((await get('/main.1a2b3c4d5e.js.map')).status).toBe(404);
  });
});
