import type { ContainerVersion } from '@klubb/contracts';
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

import { startPushSync } from './push-sync';

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Everything the app needs of its native container, set up at boot before the brand is known:
 * the container (bridge + service), its safe-area offset, its version (read at once, in parallel
 * with the brand: the caller awaits it), the push sync and the analytics client. In a browser the
 * version answers null at once: nothing delays the start.
 */
export function setUpNative(runtime: KlubbRuntime): NativeSetup {
  // A retried boot reuses the first set-up: one bridge, one push sync, one analytics client.
  setup ??= createNativeSetup(runtime);
  return setup;
}

interface NativeSetup {
  container: Container;
  version: Promise<ContainerVersion | null>;
}
let setup: NativeSetup | null = null;

function createNativeSetup(runtime: KlubbRuntime): NativeSetup {
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

  const sessionId = tabSessionId(sessionStorageOrNull());
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

  startPushSync({
    container,
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
  return { container, version };
}
