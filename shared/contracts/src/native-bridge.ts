import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/**
 * The native bridge between the web app and its iOS and Android containers (spec §7). The whole
 * contract, for both platforms, is written down in docs/native-bridge.md; these are its names,
 * payloads and answers, validated on the web side with zod.
 */
export const NATIVE_BRIDGE_FUNCTIONS = [
  'getBuildAndVersion',
  'getFCMToken',
  'registerForPushNotifications',
  'unRegisterForPushNotifications',
  'promptAllowTracking',
  'createCalendarEvent',
  'showNotification',
] as const;
export type NativeBridgeFunction = (typeof NATIVE_BRIDGE_FUNCTIONS)[number];

/** The Android container's `@JavascriptInterface` object, as `window[ANDROID_BRIDGE_OBJECT]`. */
export const ANDROID_BRIDGE_OBJECT = 'KlubbAndroid';
/** The web app's own object the containers answer through (the callback form). */
export const WEB_BRIDGE_OBJECT = 'klubbNativeBridge';

/** Container version info (spec §3): defaults 0.0.0, build 0. */
export const containerVersionSchema = lazySchema(() =>
  z.object({
    version: z.string().regex(/^\d+(\.\d+){0,3}$/),
    build: z.coerce.number().int().nonnegative(),
  }),
);
export type ContainerVersion = z.infer<typeof containerVersionSchema>;
export const DEFAULT_CONTAINER_VERSION: ContainerVersion = { version: '0.0.0', build: 0 };

/** The calendar event the bridge sends (spec §7): name, description, start and end in seconds. */
export const nativeCalendarEventSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    description: z.string(),
    startSeconds: z.number().int(),
    endSeconds: z.number().int(),
  }),
);
export type NativeCalendarEvent = z.infer<typeof nativeCalendarEventSchema>;

/**
 * A notification the web app asks the container to show now (issue 37: a ticket held for the
 * member by a waiting list): title and text, and the app path a tap opens.
 */
export const nativeNotificationSchema = lazySchema(() =>
  z.object({ title: z.string(), body: z.string(), path: z.string().startsWith('/') }),
);
export type NativeNotification = z.infer<typeof nativeNotificationSchema>;

/** How often a signed-in app asks whether a waiting list holds a ticket for the member. */
export const WAITING_LIST_OFFER_POLL_MS = 60_000;

/** What each function is sent (null: nothing) and what it answers. */
export const nativeBridgeAnswerSchemas = {
  getBuildAndVersion: containerVersionSchema,
  getFCMToken: z.object({ token: z.string().max(4096).nullable() }),
  registerForPushNotifications: z.object({ granted: z.boolean() }),
  unRegisterForPushNotifications: z.object({ done: z.boolean() }),
  promptAllowTracking: z.object({
    status: z.enum(['authorized', 'denied', 'restricted', 'notDetermined']),
  }),
  createCalendarEvent: z.object({ saved: z.boolean() }),
  showNotification: z.object({ shown: z.boolean() }),
} as const;
export type NativeBridgeAnswer<F extends NativeBridgeFunction> = z.infer<
  (typeof nativeBridgeAnswerSchemas)[F]
>;
export interface NativeBridgePayloads {
  getBuildAndVersion: null;
  getFCMToken: null;
  registerForPushNotifications: null;
  unRegisterForPushNotifications: null;
  promptAllowTracking: null;
  createCalendarEvent: NativeCalendarEvent;
  showNotification: NativeNotification;
}

/**
 * The container service (spec §7, an external host): GET get_version and GET {id}/get_fcm_token.
 * Its version answer has the bridge's shape; a name of its own for the SDK's service client.
 * @alias
 */
export const containerServiceVersionSchema = lazySchema(() => containerVersionSchema);
export const containerServiceTokenSchema = lazySchema(() =>
  z.object({ token: z.string().max(4096).nullable() }),
);

/** Safe-area offsets of the containers (spec §9), in px. */
export const SAFE_AREA_NEWER_IPHONE_PX = 40;
export const SAFE_AREA_OTHER_IOS_PX = 20;
export const SAFE_AREA_ANDROID_PX = 24;
/** Push registration, then the tracking prompt after (spec §9). */
export const TRACKING_PROMPT_DELAY_MS = 1000;
/**
 * A member's meaningful moment (a claimed code, a finished purchase): the remote where it happens
 * dispatches this event on `window`, and the host asks for push and tracking then, each after an
 * explanation of its own, never at sign-in (issue 32).
 */
export const MEMBER_MOMENT_EVENT = 'klubb:member-moment';
/** After "not now", a permission is explained again at the first meaningful moment this much later. */
export const PERMISSION_ASK_AGAIN_MS = 3 * 24 * 60 * 60 * 1000;
