import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

import type { ErrorRecord } from '@klubb/contracts';

import type { AnalyticsContext } from '../analytics/event-payload';
import { readDeviceInfo } from '../device';
import type { HttpClientConfig } from '../http-client';

/** Where component tests' SDK sends its calls: no real host, MSW answers at the HTTP layer. */
export const TEST_API_URL = 'http://api.test';

/** What the analytics client reads of a visitor's page on the klubb brand (a phone, no container). */
export const TEST_ANALYTICS_CONTEXT: AnalyticsContext = {
  brandId: 'klubb',
  user: null,
  device: readDeviceInfo('Mozilla/5.0', { width: 390, height: 844 }),
  container: null,
  location: { href: 'http://localhost:3000/', host: 'localhost:3000', pathname: '/' },
  userAgent: 'Mozilla/5.0',
  sessionId: 'ABCDEFGHIJ-0123456789-KLMNOPQRST',
};

// The test file's API, for `testRuntime()` (of @klubb/runtime/testing) to build its SDK client
// on: test code only, one test file per module registry under Jest.
let testConfig: HttpClientConfig | null = null;

/** The SDK configuration `setUpTestApi` set up for this test file, or null without one. */
export function testSdkConfig(): HttpClientConfig | null {
  return testConfig;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** A call the page made, as the API would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

/** A JSON body as its value, a form-encoded one (the secure-token call) as an object. */
function bodyOf(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text);
}

/**
 * The product API for a component test, at the HTTP layer (MSW): the SDK's real client runs —
 * headers, query strings, the zod check of each answer, error records — and only the server is
 * a stand-in. Call it once at the top of a test file; answers are per test (reset after each).
 * An unanswered call fails the test, so nothing reaches the network by accident.
 */
export function setUpTestApi(
  options: { getIdToken?: () => Promise<string | null>; appUrl?: string } = {},
) {
  const server = setupServer();
  const calls: RecordedCall[] = [];

  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      authorization: request.headers.get('authorization'),
      body: bodyOf(text, request.headers.get('content-type')),
    });
  });

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    testConfig = {
      apiUrl: TEST_API_URL,
      appUrl: options.appUrl ?? globalThis.location.origin,
      getIdToken: options.getIdToken ?? (async () => null),
    };
  });
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());

  const route = (method: Method, path: string) => `${TEST_API_URL}${path}`;

  return {
    server,
    /** Every call made since the test began, in order. */
    calls,
    /** How many calls went to `path`. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Answers `path` with `body` (200), or with what `answer` returns for each call. */
    answer(method: Method, path: string, answer: JsonBodyType | ((call: number) => unknown)) {
      let count = 0;
      server.use(
        http[method](route(method, path), async () => {
          count += 1;
          const body = typeof answer === 'function' ? await answer(count) : answer;
          return body instanceof Response ? body : HttpResponse.json(body as JsonBodyType);
        }),
      );
    },
    /** Answers `path` with the error record, as the API does. */
    fail(method: Method, path: string, record: ErrorRecord) {
      server.use(
        http[method](route(method, path), () =>
          HttpResponse.json(record, { status: record.status }),
        ),
      );
    },
  };
}

export { HttpResponse };
