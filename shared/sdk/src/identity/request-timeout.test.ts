import { readDeviceInfo } from '../device';

import { authRequestTimeoutMs } from './request-timeout';

const desktop = readDeviceInfo(
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  { width: 1280, height: 800 },
);
const phone = readDeviceInfo(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  { width: 390, height: 844 },
);
const iosContainer = readDeviceInfo('Mozilla/5.0 (Macintosh) KlubbApp-iOS', {
  width: 1280,
  height: 800,
});

describe('the auth request time-out (spec §9)', () => {
  it('is 30 s on desktop', () => expect(authRequestTimeoutMs(desktop, true)).toBe(30_000));
  it('is 60 s on a phone', () => expect(authRequestTimeoutMs(phone, true)).toBe(60_000));
  it('is 60 s in a native container', () =>
    expect(authRequestTimeoutMs(iosContainer, true)).toBe(60_000));
  it('is 5 s while offline', () => expect(authRequestTimeoutMs(desktop, false)).toBe(5_000));
});
