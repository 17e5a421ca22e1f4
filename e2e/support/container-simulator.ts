import type { Page } from '@playwright/test';

/**
 * A stand-in for the native iOS and Android containers that speaks the bridge contract of
 * docs/native-bridge.md: the container's user agent, and — before any script of every document —
 * the iOS message handlers (`window.webkit.messageHandlers.*`, the WKScriptMessageHandlerWithReply
 * form) or the Android interface (`window.KlubbAndroid`, answering through the web app's
 * `klubbNativeBridge.resolve`, as `evaluateJavascript` would), with scripted answers. Every call
 * is recorded (name, payload, time) in `window.__klubbContainerCalls` for the test, and a native
 * developer can read this file as the reference of what the web app sends and expects.
 */
export type ContainerPlatform = 'ios' | 'android';

export interface ContainerScript {
  platform: ContainerPlatform;
  version: string;
  build: number;
  /** What getFCMToken answers. */
  pushToken: string | null;
  /** What registerForPushNotifications answers. */
  pushGranted: boolean;
  trackingStatus: 'authorized' | 'denied' | 'restricted' | 'notDetermined';
  /** What createCalendarEvent answers. */
  calendarSaved: boolean;
  /** Functions this container does not have (an older container): "not available". */
  missing: string[];
  /** Functions that never answer (the web app's 1000 ms time-out). */
  silent: string[];
  /** How long each answer takes, in ms. */
  answerDelayMs: number;
}

export interface ContainerCall {
  name: string;
  payload: unknown;
  /** ms since the document started (performance.now()). */
  at: number;
}

/** The containers' user agents: WKWebView's and Android WebView's, with the app's marker. */
export const CONTAINER_USER_AGENTS: Record<ContainerPlatform, string> = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KlubbApp-iOS',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 KlubbApp-Android',
};

export const defaultScript = (
  platform: ContainerPlatform,
  overrides: Partial<ContainerScript> = {},
): ContainerScript => ({
  platform,
  version: '2.4.0',
  build: 412,
  pushToken: `fcm-${platform}-token-1`,
  pushGranted: true,
  trackingStatus: 'authorized',
  calendarSaved: true,
  missing: [],
  silent: [],
  answerDelayMs: 20,
  ...overrides,
});

/**
 * Installs the container in the page it runs in. Self-contained (no imports, no closures):
 * Playwright serialises it into `page.addInitScript`.
 */
export function installContainerSimulator(script: ContainerScript): void {
  const functions = [
    'getBuildAndVersion',
    'getFCMToken',
    'registerForPushNotifications',
    'unRegisterForPushNotifications',
    'promptAllowTracking',
    'createCalendarEvent',
    'showNotification',
  ];
  const page = window as unknown as Record<string, unknown>;
  const recorded: Array<{ name: string; payload: unknown; at: number }> = [];
  page.__klubbContainerCalls = recorded;
  // A watcher (open-in-container.ts) may ask to hear of each call as it happens.
  const calls = {
    push(call: { name: string; payload: unknown; at: number }) {
      recorded.push(call);
      const report = page.__klubbContainerReport;
      if (typeof report === 'function') (report as (c: unknown) => void)(call);
    },
  };
  const answerOf = (name: string): unknown => {
    switch (name) {
      case 'getBuildAndVersion':
        return { version: script.version, build: script.build };
      case 'getFCMToken':
        return { token: script.pushToken };
      case 'registerForPushNotifications':
        return { granted: script.pushGranted };
      case 'unRegisterForPushNotifications':
        return { done: true };
      case 'promptAllowTracking':
        return { status: script.trackingStatus };
      case 'showNotification':
        return { shown: true };
      default:
        return { saved: script.calendarSaved };
    }
  };
  const offered = functions.filter((name) => !script.missing.includes(name));
  if (script.platform === 'ios') {
    const handlers: Record<string, { postMessage(message: unknown): Promise<unknown> }> = {};
    for (const name of offered) {
      handlers[name] = {
        postMessage(message) {
          const payload = (message as { payload?: unknown } | null)?.payload ?? null;
          calls.push({ name, payload, at: performance.now() });
          if (script.silent.includes(name)) return new Promise(() => undefined);
          return new Promise((resolve) =>
            setTimeout(() => resolve(answerOf(name)), script.answerDelayMs),
          );
        },
      };
    }
    page.webkit = { messageHandlers: handlers };
  } else {
    const bridge: Record<string, (callbackId: string, payloadJson: string) => null> = {};
    for (const name of offered) {
      bridge[name] = (callbackId, payloadJson) => {
        calls.push({ name, payload: JSON.parse(payloadJson) as unknown, at: performance.now() });
        if (!script.silent.includes(name)) {
          setTimeout(() => {
            const web = page.klubbNativeBridge as
              { resolve(id: string, answer: unknown): void } | undefined;
            web?.resolve(callbackId, JSON.stringify(answerOf(name)));
          }, script.answerDelayMs);
        }
        return null;
      };
    }
    page.KlubbAndroid = bridge;
  }
}

/** Opens every document of the page inside the scripted container (set its user agent too). */
export async function useContainer(page: Page, script: ContainerScript): Promise<void> {
  await page.addInitScript(installContainerSimulator, script);
}

/** The calls the container has had in the current document. */
export const containerCalls = (page: Page): Promise<ContainerCall[]> =>
  page.evaluate(
    () =>
      (window as unknown as { __klubbContainerCalls?: ContainerCall[] }).__klubbContainerCalls ??
      [],
  );
