/**
 * The native-bridge test calls of About's hidden testing page (spec §2, §7), in ONE place: the
 * native-bridge module of @klubb/sdk comes with the native issue, and wiring it in means
 * replacing `run` below (and `readContainerVersion`) with calls to it. Until then every call
 * answers "not in a container", which is also what the bridge answers in a plain browser.
 */
export type BridgeCallResult =
  | { status: 'ok'; value: unknown }
  | { status: 'notInContainer' }
  | { status: 'error'; message: string };

export interface BridgeTestCall {
  /** The bridge function's name (spec §7 "Native bridge (iOS)"). */
  name: string;
  run: () => Promise<BridgeCallResult>;
}

const NOT_IN_CONTAINER: BridgeCallResult = { status: 'notInContainer' };
const notYetWired = () => Promise.resolve(NOT_IN_CONTAINER);

export const NATIVE_BRIDGE_TEST_CALLS: readonly BridgeTestCall[] = [
  'getBuildAndVersion',
  'getFCMToken',
  'registerForPushNotifications',
  'unRegisterForPushNotifications',
  'promptAllowTracking',
  'createCalendarEvent',
].map((name) => ({ name, run: notYetWired }));

/** The container's version and build (spec §3 "Container version info"); null outside one. */
export const readContainerVersion = (): Promise<{ version: string; build: number } | null> =>
  Promise.resolve(null);
