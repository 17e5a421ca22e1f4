import { ApiError } from '@klubb/sdk';

import { bootFailureOf } from './boot-failure';

describe('bootFailureOf', () => {
  it('calls only a 404 an unknown app', () => {
    expect(
      bootFailureOf(
        new ApiError({ status: 404, code: 'brand_not_found', message: 'no brand' }),
        true,
      ),
    ).toBe('unknownBrand');
    expect(
      bootFailureOf(new ApiError({ status: 500, code: 'internal', message: 'boom' }), true),
    ).toBe('generic');
    expect(
      bootFailureOf(
        new ApiError({ status: 600, code: 'failed_to_fetch', message: 'network' }),
        true,
      ),
    ).toBe('generic');
    expect(bootFailureOf(new Error('time-out'), true)).toBe('generic');
  });

  it('says offline when the device has no network, whatever the error', () => {
    expect(
      bootFailureOf(
        new ApiError({ status: 600, code: 'failed_to_fetch', message: 'network' }),
        false,
      ),
    ).toBe('offline');
    expect(bootFailureOf(new Error('aborted'), false)).toBe('offline');
  });
});
