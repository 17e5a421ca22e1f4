/**
 * @jest-environment node
 */
// ADR 024: the host is told of each 5xx answer with the stack of the code that made the call, so a
// remote's pages' API failures count against that remote's version.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createHttpClient, type ServerFailure } from './http-client';

let server: ReturnType<typeof createServer>;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status'));
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status, code: 'x', message: 'x' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// A named caller, as a remote's query function would be, to find on the stack.
function aRemotesQueryFunction(request: ReturnType<typeof createHttpClient>, status: number) {
  return request('/v1/get/offer', { query: { status } });
}

describe('server errors', () => {
  it('tells of a 5xx with the path and the calling code’s stack, and not of a 4xx or a 200', async () => {
    const failures: ServerFailure[] = [];
    const request = createHttpClient({
      apiUrl,
      appUrl: 'http://localhost:3000',
      pageOrigin: 'http://localhost:3000',
      getIdToken: async () => null,
      onServerError: (failure) => failures.push(failure),
    });
    await expect(aRemotesQueryFunction(request, 503)).rejects.toMatchObject({ status: 503 });
    await expect(aRemotesQueryFunction(request, 404)).rejects.toMatchObject({ status: 404 });
    await expect(aRemotesQueryFunction(request, 200)).resolves.toBeDefined();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ status: 503, path: '/v1/get/offer' });
    expect(failures[0]?.stack).toContain('aRemotesQueryFunction');
  });
});
