/**
 * @jest-environment node
 */
// The container service against a real HTTP server (Node's fetch), and what the app reads from a
// container whichever way it answers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createNativeBridge, type BridgeHost } from './bridge';
import { createContainer, safeAreaTop } from './container';
import { createContainerService } from './container-service';

let server: ReturnType<typeof createServer>;
let baseUrl = '';
let answers: Record<string, { status: number; body: string } | 'hang'> = {};
const paths: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const answer = answers[request.url ?? ''];
    if (answer === 'hang') return;
    if (!answer) return void response.writeHead(404).end();
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/container/`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
const logged: string[] = [];
beforeEach(() => {
  answers = {};
  paths.length = 0;
  logged.length = 0;
});
const service = () =>
  createContainerService({ baseUrl, timeoutMs: 1000, log: (m) => logged.push(m) });

describe('the container service', () => {
  it('reads GET get_version and GET {id}/get_fcm_token, validated', async () => {
    answers['/container/get_version'] = { status: 200, body: '{"version":"3.1.0","build":12}' };
    answers['/container/u%201/get_fcm_token'] = { status: 200, body: '{"token":"fcm-u1"}' };
    await expect(service().getVersion()).resolves.toEqual({ version: '3.1.0', build: 12 });
    await expect(service().getFcmToken('u 1')).resolves.toBe('fcm-u1');
    expect(paths).toEqual(['/container/get_version', '/container/u%201/get_fcm_token']);
  });

  it('reads an answer outside the schema, an error status and silence as "no answer"', async () => {
    answers['/container/get_version'] = { status: 200, body: '{"version":42}' };
    await expect(service().getVersion()).resolves.toBeNull();
    answers['/container/get_version'] = { status: 500, body: '{}' };
    await expect(service().getVersion()).resolves.toBeNull();
    answers['/container/get_version'] = 'hang';
    const started = Date.now();
    await expect(service().getVersion()).resolves.toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(1900);
    expect(logged).toHaveLength(3);
    expect(logged[2]).toMatch(/no answer within 1000 ms/);
  });
});

describe('the container the app reads', () => {
  const noBridge = () => createNativeBridge({ host: {}, log: () => undefined });

  it('in a browser reads nothing and answers at once', async () => {
    const container = createContainer({
      bridge: noBridge(),
      containerType: 'web',
      service: service(),
    });
    expect(container.inContainer).toBe(false);
    await expect(container.readVersion()).resolves.toBeNull();
    await expect(container.readPushToken('u1')).resolves.toBeNull();
    await expect(container.registerForPush()).resolves.toBe(false);
    expect(paths).toEqual([]);
  });

  it('prefers the bridge, falls back to the service, defaults an old webview to 0.0.0', async () => {
    const host: BridgeHost = {
      webkit: {
        messageHandlers: {
          getBuildAndVersion: {
            postMessage: () => Promise.resolve({ version: '2.0.1', build: 3 }),
          },
        },
      },
    };
    const ios = createContainer({
      bridge: createNativeBridge({ host }),
      containerType: 'ios-wv',
      service: service(),
    });
    await expect(ios.readVersion()).resolves.toEqual({ version: '2.0.1', build: 3 });

    answers['/container/get_version'] = { status: 200, body: '{"version":"1.9.0","build":8}' };
    answers['/container/m1/get_fcm_token'] = { status: 200, body: '{"token":"from-service"}' };
    const android = createContainer({
      bridge: noBridge(),
      containerType: 'android-wv',
      service: service(),
    });
    await expect(android.readVersion()).resolves.toEqual({ version: '1.9.0', build: 8 });
    await expect(android.readPushToken('m1')).resolves.toBe('from-service');

    const old = createContainer({ bridge: noBridge(), containerType: 'android-wv', service: null });
    await expect(old.readVersion()).resolves.toEqual({ version: '0.0.0', build: 0 });
  });
});

describe('the safe-area offset', () => {
  it('is 40 px on newer iPhones, 20 px on other iOS, 24 px on Android, env() in browsers', () => {
    expect(safeAreaTop('ios-wv', { width: 390, height: 844 })).toBe('40px');
    expect(safeAreaTop('ios-wv', { width: 375, height: 667 })).toBe('20px');
    expect(safeAreaTop('android-wv', { width: 412, height: 915 })).toBe('24px');
    expect(safeAreaTop('web', { width: 390, height: 844 })).toBe('env(safe-area-inset-top, 0px)');
  });
});
