// The render service's loads of remotes' server builds, with the real federation runtime: each
// version's container already under its global name, as its loaded remoteEntry.js leaves it
// (jsdom runs no fetched script), so the registration and the load are the runtime's own work.
import { init } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import type { RemoteModule } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';
import { createRuntime } from '@klubb/runtime/create';

import { serverModuleOf, serverRemoteId, type ServerRemote } from './server-remote';

const remoteOf = (version: string): ServerRemote => ({
  name: 'mf_more',
  version,
  manifestUrl: `http://remotes.test/mf-more/${version}/mf-manifest.json`,
  serverEntry: `http://remotes.test/mf-more/${version}/server/remoteEntry.js`,
  routes: null,
  slots: null,
  canary: false,
});

/** Puts a version's container on the global under its id; its `register` says which it is. */
function offerVersion(remote: ServerRemote) {
  const register = jest.fn(
    (runtime: KlubbRuntime): RemoteModule<ComponentType> & { registeredBy: string } => {
      void runtime;
      return { name: 'mf_more', routes: [], slots: [], registeredBy: remote.version };
    },
  );
  (globalThis as Record<string, unknown>)[serverRemoteId(remote)] = {
    init: () => Promise.resolve(),
    get: (expose: string) =>
      expose === './module'
        ? Promise.resolve(() => ({ register }))
        : Promise.reject(new Error(`no ${expose}`)),
  };
  return register;
}

beforeAll(() => {
  init({ name: 'render', remotes: [] });
});

test('a stable version and a canary load side by side, each registered once, without a warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const stable = remoteOf('1.0.0');
  const canary = remoteOf('1.1.0');
  const registerStable = offerVersion(stable);
  const registerCanary = offerVersion(canary);
  const runtimeOf = (appUrl: string) => createRuntime({ appUrl, apiUrl: 'http://api.test' });
  const [a, b, c] = [
    runtimeOf('http://a.test'),
    runtimeOf('http://b.test'),
    runtimeOf('http://c.test'),
  ];

  const first = await serverModuleOf(stable, a);
  const [second, third] = await Promise.all([serverModuleOf(canary, b), serverModuleOf(stable, c)]);

  expect(first).toMatchObject({ registeredBy: '1.0.0' });
  expect(second).toMatchObject({ registeredBy: '1.1.0' });
  // The stable version again, after the canary: its own build, not replaced by the canary's.
  expect(third).toMatchObject({ registeredBy: '1.0.0' });
  // Each render's module is its runtime's: one loaded build serves any number of runtimes.
  expect(registerStable.mock.calls.map(([given]) => given)).toEqual([a, c]);
  expect(registerCanary.mock.calls.map(([given]) => given)).toEqual([b]);
  const warnings = warn.mock.calls.map((call) => call.join(' '));
  expect(warnings.filter((line) => /already registered/.test(line))).toEqual([]);
  warn.mockRestore();
});
