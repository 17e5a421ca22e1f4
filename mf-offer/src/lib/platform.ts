import { readDeviceInfo, type Os } from '@klubb/sdk';

export interface Platform {
  os: Os;
  /** Inside the iOS or Android webview container: external links stay in the same window. */
  native: boolean;
}

/** The platform the page runs on, read from the browser once per call. */
export function currentPlatform(): Platform {
  const inFrame = window.top !== window.self;
  const info = readDeviceInfo(navigator.userAgent, window.screen, inFrame);
  const container = info.device.containerType;
  return { os: info.os, native: container === 'ios-wv' || container === 'android-wv' };
}

/**
 * How an external link opens (spec §2): a new tab, unless inside the native container, where a
 * new window would leave the app with no way back.
 */
export function externalLinkProps(native: boolean) {
  return native ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/** Opens an external URL the way externalLinkProps would. */
export function openExternal(url: string, native: boolean): void {
  if (native) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
