import { useSyncExternalStore } from 'react';

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

/** What a server render assumes (it cannot know): a browser, not the native container. */
const SERVER_PLATFORM: Platform = { os: 'unknown', native: false };
let browser: Platform | null = null;
const browserPlatform = () => (browser ??= currentPlatform());
const noChanges = () => () => {};

/**
 * The page's platform: the server's assumption on the server and while the client hydrates the
 * server's HTML (so both draw the same, ADR 014), the browser's from then on.
 */
export function usePlatform(): Platform {
  return useSyncExternalStore(noChanges, browserPlatform, () => SERVER_PLATFORM);
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
