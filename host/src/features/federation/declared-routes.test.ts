import type { RemoteModule } from '@klubb/contracts';

import { withDeclaredRoutes } from './declared-routes';

const page = (name: string) => () => Promise.resolve({ Page: name });
const MODULE: RemoteModule<string> = {
  name: 'mf_commerce',
  routes: [
    { path: '/checkout', section: 'content', load: page('checkout') },
    { path: '/basket', section: 'content', load: page('basket') },
  ],
  slots: [{ name: 'headerEnd', load: () => Promise.resolve({ Slot: 'cart' }) }],
};

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((text: string) => void warnings.push(text));
});
afterEach(() => jest.restoreAllMocks());

describe('withDeclaredRoutes', () => {
  it('mounts the module’s own routes and slots when the document declares none (remotes.json)', () => {
    expect(withDeclaredRoutes(MODULE, undefined)).toBe(MODULE);
    const fromStatic = {
      name: 'mf_commerce' as const,
      version: '0.1.0',
      routes: null,
      slots: null,
    };
    expect(withDeclaredRoutes(MODULE, fromStatic)).toBe(MODULE);
  });

  it('mounts only the declared routes, with the declared flag, and the module’s page for each', () => {
    const module = withDeclaredRoutes(MODULE, {
      name: 'mf_commerce',
      version: '0.1.0',
      routes: [{ path: '/checkout', section: 'content', flag: 'showBenefit' }],
      slots: ['headerEnd'],
    });
    expect(module.routes).toEqual([
      { path: '/checkout', section: 'content', flag: 'showBenefit', load: MODULE.routes[0]?.load },
    ]);
    expect(module.slots).toEqual(MODULE.slots);
    expect(warnings).toEqual([]);
  });

  it('skips a declared route the module does not provide, with a warning', () => {
    const module = withDeclaredRoutes(MODULE, {
      name: 'mf_commerce',
      version: '0.2.0',
      routes: [
        { path: '/checkout', section: 'content' },
        { path: '/checkout', section: 'auth' },
        { path: '/wallet', section: 'content' },
      ],
      slots: [],
    });
    expect(module.routes.map((route) => `${route.section} ${route.path}`)).toEqual([
      'content /checkout',
    ]);
    expect(module.slots).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('mf_commerce 0.2.0 declares content route /wallet');
  });
});
