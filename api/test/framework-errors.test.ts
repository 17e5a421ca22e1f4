import net from 'node:net';
import type { AddressInfo } from 'node:net';

import { errorRecordSchema } from '@klubb/contracts';

import { createTestApp, type TestApp } from './helpers/test-app';

/** Sends raw bytes (what a client may send that `inject` cannot) and reads the whole answer. */
function rawCall(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const close = 'Host: x\r\nConnection: close\r\n\r\n';

describe('the framework’s own answers are error records', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['an over-long URL', `GET /v1/get/offer?id=${'a'.repeat(70_000)} HTTP/1.1\r\n${close}`, 431],
    ['over-long headers', `GET /health HTTP/1.1\r\nX-Big: ${'b'.repeat(70_000)}\r\n${close}`, 431],
    ['a path without its leading slash', `GET health HTTP/1.1\r\n${close}`, 400],
    ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400],
    ['a path that does not decode', `GET /v1/get/%E0%A4%A HTTP/1.1\r\n${close}`, 400],
    ['an asterisk path', `GET * HTTP/1.1\r\n${close}`, 404],
  ])('%s', async (_name, request, status) => {
    const answer = await rawCall(port, request);
    expect(answer.status).toBe(status);
    expect(errorRecordSchema.strict().parse(JSON.parse(answer.body))).toMatchObject({ status });
  });
});
