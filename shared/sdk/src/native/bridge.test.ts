import { CONTAINER_TIMEOUT_MS } from '@klubb/contracts';

import { createNativeBridge, type BridgeHost } from './bridge';
import { externalLinkProps } from './links';

/** An iOS container as WKWebView gives it: one message handler per function. */
function iosHost(answer: (name: string, message: unknown, host: BridgeHost) => unknown) {
  const seen: Array<{ name: string; message: unknown }> = [];
  const host: BridgeHost = { webkit: { messageHandlers: {} } };
  for (const name of ['getBuildAndVersion', 'getFCMToken', 'createCalendarEvent']) {
    host.webkit!.messageHandlers![name] = {
      postMessage: (message: unknown) => {
        seen.push({ name, message });
        return answer(name, message, host);
      },
    };
  }
  return { host, seen };
}

const logged: string[] = [];
const log = (message: string) => logged.push(message);
beforeEach(() => {
  logged.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('the native bridge outside a container', () => {
  it('answers "not available" at once, for every function, without a timer', async () => {
    jest.useFakeTimers();
    const bridge = createNativeBridge({ host: {}, log });
    expect(bridge.platform()).toBeNull();
    expect(bridge.has('getFCMToken')).toBe(false);
    // Resolved with no timer advanced: nothing waits for a time-out in a browser.
    await expect(bridge.call('getBuildAndVersion')).resolves.toEqual({ status: 'notAvailable' });
    await expect(
      bridge.call('createCalendarEvent', {
        name: 'x',
        description: '',
        startSeconds: 1,
        endSeconds: 2,
      }),
    ).resolves.toEqual({ status: 'notAvailable' });
    expect(jest.getTimerCount()).toBe(0);
    expect(logged).toEqual([]);
  });
});

describe('the native bridge in an iOS container', () => {
  it('reads the WKScriptMessageHandlerWithReply answer (a promise)', async () => {
    const { host, seen } = iosHost(() => Promise.resolve({ version: '2.3.0', build: 41 }));
    const bridge = createNativeBridge({ host, log });
    expect(bridge.platform()).toBe('ios');
    await expect(bridge.call('getBuildAndVersion')).resolves.toEqual({
      status: 'ok',
      value: { version: '2.3.0', build: 41 },
    });
    expect(seen[0]).toMatchObject({ name: 'getBuildAndVersion', message: { payload: null } });
  });

  it('reads the callback form: the container calls klubbNativeBridge.resolve later', async () => {
    const { host, seen } = iosHost((_name, message, page) => {
      const { callbackId } = message as { callbackId: string };
      setTimeout(() => page.klubbNativeBridge!.resolve(callbackId, '{"token":"fcm-1"}'), 10);
      return undefined;
    });
    const bridge = createNativeBridge({ host, log });
    await expect(bridge.call('getFCMToken')).resolves.toEqual({
      status: 'ok',
      value: { token: 'fcm-1' },
    });
    expect(seen).toHaveLength(1);
  });

  it('sends the calendar event as name, description, start and end seconds', async () => {
    const { host, seen } = iosHost(() => Promise.resolve({ saved: true }));
    const bridge = createNativeBridge({ host, log });
    const event = { name: 'Konsert', description: 'Kl 19', startSeconds: 100, endSeconds: 200 };
    await expect(bridge.call('createCalendarEvent', event)).resolves.toEqual({
      status: 'ok',
      value: { saved: true },
    });
    expect(seen[0]!.message).toMatchObject({ payload: event });
  });

  it('times out after 1000 ms, logs it, and never throws', async () => {
    jest.useFakeTimers();
    const { host } = iosHost(() => new Promise(() => undefined));
    const bridge = createNativeBridge({ host, log });
    let result: unknown = 'pending';
    void bridge.call('getFCMToken').then((answer) => (result = answer));
    await jest.advanceTimersByTimeAsync(CONTAINER_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: 'timeout' });
    expect(logged).toEqual(['getFCMToken gave no answer within 1000 ms']);
  });

  it('logs a refusal and an answer outside the contract as errors', async () => {
    const { host } = iosHost((name) =>
      name === 'getFCMToken' ? Promise.reject(new Error('denied')) : Promise.resolve({ v: 1 }),
    );
    const bridge = createNativeBridge({ host, log });
    await expect(bridge.call('getFCMToken')).resolves.toMatchObject({ status: 'error' });
    await expect(bridge.call('getBuildAndVersion')).resolves.toMatchObject({ status: 'error' });
    expect(logged).toHaveLength(2);
  });
});

describe('the native bridge in an Android container', () => {
  it('calls KlubbAndroid.<name>(callbackId, payloadJson) and reads a returned answer', async () => {
    const calls: string[][] = [];
    const host: BridgeHost = {
      KlubbAndroid: {
        getBuildAndVersion: (...args: string[]) => {
          calls.push(args);
          return '{"version":"1.4.2","build":"7"}';
        },
      },
    };
    const bridge = createNativeBridge({ host, log });
    expect(bridge.platform()).toBe('android');
    await expect(bridge.call('getBuildAndVersion')).resolves.toEqual({
      status: 'ok',
      value: { version: '1.4.2', build: 7 },
    });
    expect(calls[0]).toEqual([expect.stringMatching(/^getBuildAndVersion-\d+$/), 'null']);
    // A function the container lacks is "not available", not a time-out.
    await expect(bridge.call('getFCMToken')).resolves.toEqual({ status: 'notAvailable' });
  });

  it('reads an answer given later through the callback object', async () => {
    const host: BridgeHost = {
      KlubbAndroid: {
        registerForPushNotifications: (callbackId: string) => {
          setTimeout(() => host.klubbNativeBridge!.resolve(callbackId, { granted: true }), 5);
        },
      },
    };
    const bridge = createNativeBridge({ host, log });
    await expect(bridge.call('registerForPushNotifications')).resolves.toEqual({
      status: 'ok',
      value: { granted: true },
    });
  });
});

describe('external links', () => {
  it('open in a new tab in a browser, in the same webview inside a container', () => {
    expect(externalLinkProps(false)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(externalLinkProps(true)).toEqual({});
    // This jsdom page is a browser.
    expect(externalLinkProps()).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
