import { initI18n } from '@klubb/i18n';
import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';

import { FEEDS_NAMESPACE } from '../i18n';

import { register } from './module';

setUpTestApi();

describe('the mf-feeds module', () => {
  it('adds its texts to the runtime it is registered with and offers the mixed feed, the three type feeds behind their flags, and search', async () => {
    const pageRuntime = testRuntime();
    const remoteModule = register(pageRuntime);
    await initI18n(pageRuntime.i18n, 'sv');
    expect(pageRuntime.i18n.hasResourceBundle('sv', FEEDS_NAMESPACE)).toBe(true);
    expect(remoteModule.name).toBe('mf_feeds');
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
