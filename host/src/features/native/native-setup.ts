import { MEMBER_MOMENT_EVENT, type ContainerVersion } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';
import {
  configureAnalytics,
  configureContainer,
  readDeviceInfo,
  safeAreaTop,
  startSessionSync,
  tabSessionId,
  type Container,
} from '@klubb/sdk';

import { apiUrlOfPage } from '../../lib/page-api-url';

import { createPermissionPrompts, type PermissionPrompts } from './permission-prompts';
import { startPushSync } from './push-sync';

const storageOrNull = (kind: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return window[kind];
  } catch {
    return null;
  }
};

/** What boot set up of the app's native container (`createNativeSetup`). */
export interface NativeSetup {
  container: Container;
  version: Promise<ContainerVersion | null>;
  prompts: PermissionPrompts;
}

/**
 * Everything the app needs of its native container, set up at boot before the brand is known:
 * the container (bridge + service), its safe-area offset, its version (read at once, in parallel
 * with the brand: the caller awaits it), the push sync and the analytics client. In a browser the
 * version answers null at once: nothing delays the start. The host's app keeps what it returns
 * (`createHostApp`: a retried boot reuses it, one bridge, one push sync, one analytics client);
 * the container and analytics client it configures are the page's (ADR 027 decision 5).
 */
export function createNativeSetup(runtime: KlubbRuntime): NativeSetup {
  const { store } = runtime.session;
  const container = configureContainer({ serviceUrl: __KLUBB_CONTAINER_SERVICE_URL__ || null });
  const device = readDeviceInfo(navigator.userAgent, window.screen, window.self !== window.top);
  document.documentElement.style.setProperty(
    '--klubb-safe-area-top',
    safeAreaTop(device.device.containerType, window.screen),
  );
  const version = container.readVersion();
  let containerVersion: ContainerVersion | null = null;
  void version.then((value) => (containerVersion = value));

  const sessionId = tabSessionId(storageOrNull('sessionStorage'));
  configureAnalytics({
    apiUrl: apiUrlOfPage(),
    request: runtime.http,
    isEnabled: () => store.getState().brand?.config.analyticsOff !== true,
    readContext: () => {
      const { brand, user } = store.getState();
      if (!brand) return null;
      return {
        brandId: brand.id,
        user: user
          ? {
              id: user.id,
              brandRoleId: user.brandRoleId,
              ...(user.legacyId !== undefined ? { legacyId: user.legacyId } : {}),
            }
          : null,
        device,
        container: containerVersion,
        location: {
          href: window.location.href,
          host: window.location.host,
          pathname: window.location.pathname,
        },
        userAgent: navigator.userAgent,
        sessionId,
      };
    },
  });

  const prompts = createPermissionPrompts({
    container,
    memberInContent: () => {
      const { appState, user } = store.getState();
      return appState === 'content' && user ? user.id : null;
    },
    storage: storageOrNull('localStorage'),
  });
  window.addEventListener(MEMBER_MOMENT_EVENT, () => prompts.moment());
  startPushSync({
    container,
    prompts,
    getState: store.getState,
    subscribe: store.subscribe,
    saveToken: (token) => runtime.api.updateUser({ pushNotificationToken: token }),
    setUser: (user) => store.getState().setUser(user),
  });
  startSessionSync({
    url: __KLUBB_SESSION_SYNC_URL__,
    getState: store.getState,
    subscribe: store.subscribe,
  });
  return { container, version, prompts };
}
