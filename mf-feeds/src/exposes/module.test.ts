import { remoteModule } from './module';

describe('the mf-feeds module', () => {
  it('offers the mixed feed, the three type feeds behind their flags, and search', () => {
    expect(remoteModule.routes.map(({ path, flag, section }) => ({ path, flag, section }))).toEqual(
      [
        { path: '/', flag: undefined, section: 'content' },
        { path: '/editorial', flag: 'showEditorial', section: 'content' },
        { path: '/benefit', flag: 'showBenefit', section: 'content' },
        { path: '/live', flag: 'showLive', section: 'content' },
        { path: '/search', flag: undefined, section: 'content' },
      ],
    );
  });
});
