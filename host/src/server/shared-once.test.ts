import { keepSharedModules } from './shared-once';

type Module = { exports: unknown };

/**
 * A webpack require as the federation runtime's eager consumes leave it: the consume's factory
 * drops its module from the cache (installInitialConsumes) and resolves the share each time.
 */
function webpackRequireWithConsume() {
  const resolved: string[] = [];
  const cache: Record<string, Module> = {};
  const factories: Record<string, (module: Module) => void> = {
    'webpack/sharing/consume/default/react/react': (module) => {
      delete cache['webpack/sharing/consume/default/react/react'];
      resolved.push('react');
      module.exports = { name: 'react' };
    },
    './src/app.tsx': (module) => {
      resolved.push('app');
      module.exports = { name: 'app' };
    },
  };
  const load = (id: string) => {
    const cached = cache[id];
    if (cached) return cached.exports;
    const module: Module = { exports: {} };
    cache[id] = module;
    const factory = factories[id];
    if (!factory) throw new Error(`no module ${id}`);
    factory(module);
    return module.exports;
  };
  return { webpackRequire: { m: factories, c: cache }, load, resolved };
}

describe('keepSharedModules', () => {
  test('a shared module is resolved once and then kept', () => {
    const { webpackRequire, load, resolved } = webpackRequireWithConsume();
    expect(keepSharedModules(webpackRequire)).toBe(1);
    const first = load('webpack/sharing/consume/default/react/react');
    expect(load('webpack/sharing/consume/default/react/react')).toBe(first);
    load('./src/app.tsx');
    load('./src/app.tsx');
    expect(resolved).toEqual(['react', 'app']);
  });

  test('without it each require resolves the share again (what it fixes)', () => {
    const { load, resolved } = webpackRequireWithConsume();
    load('webpack/sharing/consume/default/react/react');
    load('webpack/sharing/consume/default/react/react');
    expect(resolved).toEqual(['react', 'react']);
  });

  test('outside a webpack build it does nothing', () => {
    expect(keepSharedModules(undefined)).toBe(0);
  });
});
