import { join, resolve } from 'node:path';

import { createShared } from './shared.cjs';

const ROOT = resolve(__dirname, '..', '..', '..');

describe('the shared singletons (ADR 015)', () => {
  const host = createShared(join(ROOT, 'host'));
  const remote = createShared(join(ROOT, 'mf-feeds'), { remote: true });

  it('has the host provide the runtime, and no package whose state the runtime now owns (ADR 027)', () => {
    expect(host['@klubb/runtime']?.singleton).toBe(true);
    for (const name of ['zustand', '@klubb/sdk', '@klubb/session', '@klubb/i18n']) {
      expect(host[name]).toBeUndefined();
    }
    expect(Object.keys(host).sort()).toEqual(Object.keys(remote).sort());
  });

  it('has a contract-2 remote take only what must be the host’s, configured as the host’s', () => {
    expect(Object.keys(remote).sort()).toEqual(
      [
        '@klubb/contracts',
        '@klubb/runtime',
        '@klubb/ui',
        '@tanstack/react-query',
        'i18next',
        'react',
        'react-dom',
        'react-dom/client',
        'react-i18next',
        'react-router',
        'react-router-dom',
        'react/jsx-runtime',
      ].sort(),
    );
    // The host's router is its own reduced module (router-provided.test.ts), its ranges the same.
    for (const [name, entry] of Object.entries(remote)) {
      const { import: _provided, ...hostEntry } = host[name] ?? {};
      expect(hostEntry).toEqual(entry);
    }
  });
});
