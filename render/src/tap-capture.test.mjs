import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createHandler } from '@klubb/deploy/src/serve-handler.mjs';
import { securitySettingsFromEnv } from '@klubb/deploy/src/serve-rules.mjs';
import { httpRequest, listen } from '@klubb/deploy/src/testing/http.mjs';

import { assemblePage, parsePageTemplate } from './page-template.mjs';
import { createRenderService } from './server.mjs';
import { tapCaptureScript } from './tap-capture.mjs';

const TEMPLATE = parsePageTemplate(
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>K</title>' +
    '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
);
const pageWith = (nonce, tapCapture) => {
  const shell = '<button>Logga in</button>';
  const rendered = { shell, queries: {}, css: '', themeCss: '' };
  const brand = { name: 'K', language: 'sv' };
  const { before, after } = assemblePage(TEMPLATE, {
    state: {},
    rendered,
    brand,
    nonce,
    tapCapture,
  });
  return before + after;
};

const scriptSrc = (csp) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    .slice(1);

describe('the tap capture, the page’s first script', () => {
  test('goes right after the charset, with the nonce, only on a server-rendered page', () => {
    expect(pageWith('abc123', 'capture()')).toContain(
      '<meta charset="utf-8"><script nonce="abc123">capture()</script><title>',
    );
    const plain = assemblePage(TEMPLATE, { state: {}, nonce: 'abc123' }).before;
    expect(plain).not.toContain('abc123');
  });

  test('is a script that parses, and names the page’s mark and the pressed attribute', () => {
    const source = tapCaptureScript();
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('"data-klubb-rendered"');
    expect(source).toContain('"data-klubb-pressed"');
    expect(source.length).toBeLessThan(4000);
  });
});

describe('a page made per request', () => {
  let dir;
  let server;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'klubb-tap-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const app = await createRenderService({
      dir,
      spa: true,
      security: securitySettingsFromEnv({}),
      // Every page its own (no cache), as a personal page is.
      cache: null,
      prepare: async () => ({
        key: {},
        make: async (nonce) => ({
          before: pageWith(nonce),
          rest: null,
          after: '',
          rendered: 'server',
        }),
      }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = app.server;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('carries a fresh nonce in its CSP and on its one inline script; no unsafe-inline', async () => {
    const answers = await Promise.all([httpRequest(server, '/a'), httpRequest(server, '/b')]);
    const nonces = answers.map(({ headers, text }) => {
      const sources = scriptSrc(headers['content-security-policy']);
      expect(sources).not.toContain("'unsafe-inline'");
      const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inline = [...text.matchAll(/<script( nonce="[^"]*")?>/g)];
      expect(inline.map((m) => m[1])).toEqual([` nonce="${nonce}"`]);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('a static file keeps the CSP without a nonce', async () => {
    const handler = await createHandler({ dir, spa: true, security: securitySettingsFromEnv({}) });
    const plain = await listen(handler);
    try {
      const { headers } = await httpRequest(plain, '/');
      expect(scriptSrc(headers['content-security-policy']).some((s) => s.includes('nonce'))).toBe(
        false,
      );
    } finally {
      plain.close();
    }
  });
});
