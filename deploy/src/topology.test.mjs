import { resolve } from 'node:path';

import { composedAppConfig } from './nginx-app.mjs';
import { APPS, CONSOLE, REMOTES, ROOT, buildMarker } from './topology.mjs';

describe('the operator console in the topology (issue 15)', () => {
  it('is an app of its own on :3006, built and served, but never a remote', () => {
    expect(APPS).toContain(CONSOLE);
    expect(CONSOLE).toMatchObject({ port: 3006, spa: true, federated: false });
    expect(REMOTES).not.toContain(CONSOLE);
    expect(new Set(APPS.map((app) => app.port)).size).toBe(APPS.length);
    // A finished build is its page, as the host's (no versioned manifest).
    expect(buildMarker(CONSOLE)).toBe(resolve(ROOT, 'console/dist/index.html'));
  });

  it('is served by nginx as a SPA, with the security headers of every site', () => {
    const config = composedAppConfig({
      prefix: '/tmp/klubb-nginx-test',
      upstreams: ['127.0.0.1:4100'],
      user: null,
      env: { KLUBB_API_URL: 'http://localhost:4000' },
    });
    const site = config.split(/\n\s*server \{/).find((block) => block.includes(':3006;'));
    expect(site).toBeDefined();
    expect(site).toContain(resolve(ROOT, 'console/dist'));
    expect(site).toContain('try_files $uri /index.html;');
    expect(site).toMatch(
      /Content-Security-Policy "[^"]*connect-src 'self' http:\/\/localhost:4000/,
    );
  });
});
