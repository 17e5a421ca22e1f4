import { supportMailto } from './error-screen';
import { compareVersions, mustUpdate, storeLinkFor } from './version';

describe('versions', () => {
  it('compares dotted versions by number', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.0.0', '1.0.0')).toBe(-1);
  });

  it('forces an update only in a container older than the minimum', () => {
    expect(mustUpdate(null, '2.0.0')).toBe(false);
    expect(mustUpdate('1.9.9', '2.0.0')).toBe(true);
    expect(mustUpdate('2.0.0', '2.0.0')).toBe(false);
    expect(mustUpdate('0.0.0', '1.0.0')).toBe(true);
    expect(mustUpdate('1.10.0', '1.9.0')).toBe(false);
  });

  it('sends each container to its own store', () => {
    const links = {
      ios: 'https://apps.apple.example/klubb',
      android: 'https://play.example/klubb',
    };
    expect(storeLinkFor(links, 'ios-wv', 'iOS')).toBe(links.ios);
    expect(storeLinkFor(links, 'android-wv', 'android')).toBe(links.android);
    // An iPad reporting a desktop Safari (OSX) inside the iOS container is still iOS.
    expect(storeLinkFor(links, 'ios-wv', 'OSX')).toBe(links.ios);
    expect(storeLinkFor(links, 'web', 'android')).toBe(links.android);
  });
});

it('puts the subject of the support mail in the mailto link, encoded', () => {
  expect(supportMailto('a@b.se', 'Felrapport – Anna Ek (u1)')).toBe(
    'mailto:a@b.se?subject=Felrapport%20%E2%80%93%20Anna%20Ek%20(u1)',
  );
});
