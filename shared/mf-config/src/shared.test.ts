import { join, resolve } from 'node:path';

import { createShared } from './shared.cjs';

const ROOT = resolve(__dirname, '..', '..', '..');

describe('the shared singletons (ADR 015)', () => {
  const host = createShared(join(ROOT, 'host'));
  const remote = createShared(join(ROOT, 'mf-feeds'), { remote: true });

  it('has the host provide zustand, the runtime and the SDK too (contract.test.ts: the other @klubb ones)', () => {
    expect(host.zustand?.singleton).toBe(true);
    expect(host['@klubb/runtime']?.singleton).toBe(true);
    // For contract-1 remotes, which read the SDK's module state; contract 2 reads it in the runtime.
    expect(host['@klubb/sdk']?.singleton).toBe(true);
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
