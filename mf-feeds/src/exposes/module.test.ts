import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';

import { runtime } from '../lib/runtime';

import { register } from './module';

setUpTestApi();

describe('the mf-feeds module', () => {
  it('keeps the runtime it is registered with and offers the mixed feed, the three type feeds behind their flags, and search', () => {
    const pageRuntime = testRuntime();
    const remoteModule = register(pageRuntime);
    expect(runtime()).toBe(pageRuntime);
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
