import { remoteOriginsFromEnv } from '../src/services/registry/remote-origins';

const LOCAL = [3001, 3002, 3003, 3004, 3005, 3009].map((port) => `http://localhost:${port}`);

describe('the allowed remote origins (KLUBB_REMOTE_ORIGINS)', () => {
  it('are the local remotes and the fixtures outside production, none in production', () => {
    expect(remoteOriginsFromEnv({}, false)).toEqual(LOCAL);
    expect(remoteOriginsFromEnv({}, true)).toEqual([]);
  });

  it('follow a remote’s own base URL locally, as the seed’s manifest URLs do', () => {
    const env = { KLUBB_REMOTE_MF_FEEDS_URL: 'https://cdn.klubb.example/mf-feeds/' };
    const origins = remoteOriginsFromEnv(env, false);
    expect(origins).toContain('https://cdn.klubb.example');
    expect(origins).not.toContain('http://localhost:3002');
  });

  it('are the setting when it is given: origins only, deduplicated, sorted', () => {
    const env = {
      KLUBB_REMOTE_ORIGINS:
        'https://feeds.klubb.example/x, https://cdn.klubb.example  https://cdn.klubb.example/ ftp://x.test nonsense',
    };
    expect(remoteOriginsFromEnv(env, true)).toEqual([
      'https://cdn.klubb.example',
      'https://feeds.klubb.example',
    ]);
    expect(remoteOriginsFromEnv({ KLUBB_REMOTE_ORIGINS: '' }, false)).toEqual([]);
  });
});
