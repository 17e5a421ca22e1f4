import type { NativeBridgeFunction, NativeCalendarEvent } from '@klubb/contracts';
import type { RuntimeNative } from '@klubb/runtime';
import type { BridgeResult } from '@klubb/sdk';

/**
 * The native-bridge test calls of About's hidden testing page (spec §2, §7), through the one
 * bridge of the runtime (`runtime.native`). In a browser every call answers "not in a container"
 * at once.
 */
export type BridgeCallResult =
  | { status: 'ok'; value: unknown }
  | { status: 'notInContainer' }
  | { status: 'error'; message: string };

export interface BridgeTestCall {
  /** The bridge function's name (spec §7 "Native bridge (iOS)"). */
  name: NativeBridgeFunction;
  run: (native: RuntimeNative) => Promise<BridgeCallResult>;
}

/** A test event an hour from now, for the calendar call. */
const testCalendarEvent = (now = Date.now()): NativeCalendarEvent => ({
  name: 'Klubb test',
  description: 'Native bridge test event',
  startSeconds: Math.floor(now / 1000) + 3600,
  endSeconds: Math.floor(now / 1000) + 7200,
});

const shown = (result: BridgeResult<unknown>): BridgeCallResult => {
  switch (result.status) {
    case 'ok':
      return { status: 'ok', value: result.value };
    case 'notAvailable':
      return { status: 'notInContainer' };
    case 'timeout':
      return { status: 'error', message: 'Timeout limit reached' };
    case 'error':
      return { status: 'error', message: result.message };
  }
};

/** The functions sent nothing (the calendar and notifications take a payload). */
type PayloadFree = Exclude<NativeBridgeFunction, 'createCalendarEvent' | 'showNotification'>;

const call = (name: PayloadFree) => async (native: RuntimeNative) =>
  shown(await native.bridge().call(name));

export const NATIVE_BRIDGE_TEST_CALLS: readonly BridgeTestCall[] = [
  { name: 'getBuildAndVersion', run: call('getBuildAndVersion') },
  { name: 'getFCMToken', run: call('getFCMToken') },
  { name: 'registerForPushNotifications', run: call('registerForPushNotifications') },
  { name: 'unRegisterForPushNotifications', run: call('unRegisterForPushNotifications') },
  { name: 'promptAllowTracking', run: call('promptAllowTracking') },
  {
    name: 'createCalendarEvent',
    run: async (native) =>
      shown(await native.bridge().call('createCalendarEvent', testCalendarEvent())),
  },
];

/** The container's version and build (spec §3 "Container version info"); null outside one. */
export const readContainerVersion = (
  native: RuntimeNative,
): Promise<{ version: string; build: number } | null> => native.container().readVersion();
