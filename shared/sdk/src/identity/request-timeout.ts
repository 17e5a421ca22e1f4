import {
  AUTH_REQUEST_TIMEOUT_DESKTOP_MS,
  AUTH_REQUEST_TIMEOUT_MOBILE_MS,
  AUTH_REQUEST_TIMEOUT_OFFLINE_MS,
} from '@klubb/contracts';

import { readDeviceInfo, type DeviceInfo } from '../device';

/**
 * The auth request time-out (spec §9, PROTOCOLS.md §2): 30 s in a desktop browser, 60 s on a
 * phone or tablet and in the native containers, 5 s while the browser says it is offline.
 */
export function authRequestTimeoutMs(device: DeviceInfo, online: boolean): number {
  if (!online) return AUTH_REQUEST_TIMEOUT_OFFLINE_MS;
  const mobile =
    device.device.type !== 'desktop' ||
    device.device.containerType === 'ios-wv' ||
    device.device.containerType === 'android-wv';
  return mobile ? AUTH_REQUEST_TIMEOUT_MOBILE_MS : AUTH_REQUEST_TIMEOUT_DESKTOP_MS;
}

/**
 * The page's request time-out, for this device and whether the browser says it is online, asked
 * per call: the identity client's and the product API client's (the runtime's).
 */
export function pageRequestTimeoutMs(): number {
  const device = readDeviceInfo(navigator.userAgent, window.screen, window.self !== window.top);
  return authRequestTimeoutMs(device, navigator.onLine !== false);
}
