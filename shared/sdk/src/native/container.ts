import {
  DEFAULT_CONTAINER_VERSION,
  SAFE_AREA_ANDROID_PX,
  SAFE_AREA_NEWER_IPHONE_PX,
  SAFE_AREA_OTHER_IOS_PX,
  type ContainerVersion,
  type NativeCalendarEvent,
  type NativeNotification,
} from '@klubb/contracts';

import type { ContainerType } from '../device';

import type { NativeBridge } from './bridge';
import type { ContainerService } from './container-service';

export interface ContainerOptions {
  bridge: NativeBridge;
  /** The container type of the page (from the user agent: `readDeviceInfo`). */
  containerType: ContainerType;
  /** Set when the build names a container service (KLUBB_CONTAINER_SERVICE_URL). */
  service: ContainerService | null;
}

/**
 * What the app asks of the container it runs in, whichever way the container answers: the
 * bridge first, the container service where the bridge lacks the function. In a browser nothing
 * is called and every answer is immediate.
 */
export interface Container {
  /** True in an iOS or Android webview (by user agent) or where a bridge is installed. */
  readonly inContainer: boolean;
  /**
   * The container's version (spec §3), within the time-out. null in a browser and when a
   * container's answer fails or is late (it is not forced to update on a glitch); the default
   * 0.0.0/0 for a webview with neither bridge nor service (a container older than the bridge).
   */
  readVersion(): Promise<ContainerVersion | null>;
  /** The push token (FCM) for the member, or null. */
  readPushToken(memberId: string): Promise<string | null>;
  registerForPush(): Promise<boolean>;
  unregisterFromPush(): Promise<void>;
  promptTracking(): Promise<void>;
  /** Adds an event to the device calendar; false when the container cannot (use the web link). */
  addCalendarEvent(event: NativeCalendarEvent): Promise<boolean>;
  /**
   * Shows a notification through the container (as its push notifications show), for news the
   * app learns while it runs; false outside a container or when the container cannot.
   */
  showNotification(notification: NativeNotification): Promise<boolean>;
}

export function createContainer({ bridge, containerType, service }: ContainerOptions): Container {
  const webview = containerType === 'ios-wv' || containerType === 'android-wv';
  const inContainer = webview || bridge.platform() !== null;
  // Asked once per page: the boot's answer is About's too.
  let version: Promise<ContainerVersion | null> | null = null;
  const askVersion = async (): Promise<ContainerVersion | null> => {
    if (!inContainer) return null;
    const answer = await bridge.call('getBuildAndVersion');
    if (answer.status === 'ok') return answer.value;
    if (answer.status !== 'notAvailable') return null;
    if (service) return service.getVersion();
    return webview ? DEFAULT_CONTAINER_VERSION : null;
  };
  return {
    inContainer,
    readVersion: () => (version ??= askVersion()),
    async readPushToken(memberId) {
      if (!inContainer) return null;
      const answer = await bridge.call('getFCMToken');
      if (answer.status === 'ok') return answer.value.token;
      if (answer.status === 'notAvailable' && service) return service.getFcmToken(memberId);
      return null;
    },
    async registerForPush() {
      const answer = await bridge.call('registerForPushNotifications');
      return answer.status === 'ok' && answer.value.granted;
    },
    async unregisterFromPush() {
      await bridge.call('unRegisterForPushNotifications');
    },
    async promptTracking() {
      await bridge.call('promptAllowTracking');
    },
    async addCalendarEvent(event) {
      const answer = await bridge.call('createCalendarEvent', event);
      return answer.status === 'ok' && answer.value.saved;
    },
    async showNotification(notification) {
      if (!inContainer) return false;
      const answer = await bridge.call('showNotification', notification);
      return answer.status === 'ok' && answer.value.shown;
    },
  };
}

/**
 * The top safe-area offset (spec §9) as a CSS length: 40 px on newer (notched) iPhone webviews,
 * 20 px on other iOS webviews, 24 px on Android webviews, `env(safe-area-inset-top)` in browsers.
 */
export function safeAreaTop(
  containerType: ContainerType,
  screen: { width: number; height: number },
): string {
  if (containerType === 'android-wv') return `${SAFE_AREA_ANDROID_PX}px`;
  if (containerType === 'ios-wv') {
    // Every iPhone from the X on has a long side of 812 pt or more (and a notch or island).
    const newer = Math.max(screen.width, screen.height) >= 812;
    return `${newer ? SAFE_AREA_NEWER_IPHONE_PX : SAFE_AREA_OTHER_IOS_PX}px`;
  }
  return 'env(safe-area-inset-top, 0px)';
}
