import { remoteModuleFromData } from './remote-data';

const page = () => Promise.resolve({ Page: 'page' });
const slot = () => Promise.resolve({ Slot: 'slot' });

describe('remoteModuleFromData', () => {
  it('gives each declared route its page by name, and each slot its component', () => {
    const module = remoteModuleFromData(
      'mf_feeds',
      {
        routes: [
          { page: 'feed', path: '/', section: 'content' },
          { page: 'feed', path: '/live', section: 'content', flag: 'showLive' },
        ],
        slots: ['headerEnd'],
      },
      { feed: page },
      { headerEnd: slot },
    );
    expect(module.name).toBe('mf_feeds');
    expect(module.routes).toEqual([
      { path: '/', section: 'content', load: page },
      { path: '/live', section: 'content', flag: 'showLive', load: page },
    ]);
    expect(module.slots).toEqual([{ name: 'headerEnd', load: slot }]);
  });

  it('refuses a route whose page the module lacks', () => {
    expect(() =>
      remoteModuleFromData(
        'mf_more',
        { routes: [{ page: 'faq', path: '/more/faq', section: 'content' }], slots: [] },
        { about: page },
      ),
    ).toThrow('mf_more: routes.json names page "faq", which the module lacks');
  });

  it('refuses a section or flag the contract does not know', () => {
    expect(() =>
      remoteModuleFromData(
        'mf_more',
        { routes: [{ page: 'a', path: '/a', section: 'backstage' }], slots: [] },
        { a: page },
      ),
    ).toThrow();
    expect(() =>
      remoteModuleFromData(
        'mf_more',
        { routes: [{ page: 'a', path: '/a', section: 'content', flag: 'showAll' }], slots: [] },
        { a: page },
      ),
    ).toThrow();
  });

  it('refuses a slot it has no component for, or one the shell does not have', () => {
    expect(() =>
      remoteModuleFromData('mf_commerce', { routes: [], slots: ['headerEnd'] }, {}),
    ).toThrow('slot "headerEnd"');
    expect(() =>
      remoteModuleFromData(
        'mf_commerce',
        { routes: [], slots: ['footer'] },
        {},
        { headerEnd: slot },
      ),
    ).toThrow('slot "footer"');
  });
});
