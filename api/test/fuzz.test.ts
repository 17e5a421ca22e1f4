import type { LightMyRequestResponse } from 'fastify';

import { APP_URL_HEADER, errorRecordSchema, identityErrorBodySchema } from '@klubb/contracts';

import {
  badBodies,
  badQueries,
  fuzzTargets,
  RAW_BODIES,
  type ErrorShape,
  type FuzzTarget,
} from './helpers/fuzz-cases';
import { ANNA, mintTestToken } from './helpers/identity';
import { BRAND_A_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const SLOWEST_MS = 5_000;
const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.ts:\d+|Error: /;

interface Finding {
  call: string;
  status: number;
  problem: string;
}

function isErrorOfShape(shape: ErrorShape, status: number, body: unknown): boolean {
  if (shape === 'record') {
    const parsed = errorRecordSchema.safeParse(body);
    return parsed.success && parsed.data.status === status;
  }
  if (shape === 'google') {
    const parsed = identityErrorBodySchema.safeParse(body);
    return parsed.success && parsed.data.error.code === status;
  }
  const rp = body as { errorCode?: unknown; details?: unknown };
  return typeof rp?.errorCode === 'string' && typeof rp.details === 'string';
}

/** What is wrong with one answer, or null: a 5xx, a 4xx without its record, a stack, slowness. */
function judge(target: FuzzTarget, response: LightMyRequestResponse, ms: number): string | null {
  if (response.statusCode >= 500)
    return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (ms > SLOWEST_MS) return `took ${ms} ms`;
  if (STACK_TRACE.test(response.body)) return `shows a stack: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `a ${response.statusCode} that is not JSON: ${response.body.slice(0, 200)}`;
  }
  // A path of one scope called with the other's method or an unknown path is the product's 404.
  if (isErrorOfShape(target.shape, response.statusCode, body)) return null;
  if (isErrorOfShape('record', response.statusCode, body)) return null;
  return `a ${response.statusCode} without an error record: ${response.body.slice(0, 200)}`;
}

describe.each(testTargets())('fuzzing every route on %s', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    token = await mintTestToken(t.database, ANNA);
  });
  afterAll(() => t.close());

  async function probe(
    findings: Finding[],
    fuzzTarget: FuzzTarget,
    call: {
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      url: string;
      payload?: string;
      contentType?: string;
    },
    signedIn: boolean,
  ) {
    const headers: Record<string, string> = { [APP_URL_HEADER]: BRAND_A_URL };
    if (signedIn) headers.authorization = `Bearer ${token}`;
    if (call.contentType) headers['content-type'] = call.contentType;
    const started = Date.now();
    const response = await t.app.inject({
      method: call.method,
      url: call.url,
      headers,
      payload: call.payload,
    });
    const problem = judge(fuzzTarget, response, Date.now() - started);
    if (problem) {
      findings.push({
        call: `${signedIn ? 'member' : 'anon'} ${call.method} ${call.url.slice(0, 120)} ${call.payload?.slice(0, 80) ?? ''}`,
        status: response.statusCode,
        problem,
      });
    }
  }

  const withQuery = (path: string, query: string) =>
    `${path}${path.includes('?') ? '&' : '?'}${query}`;

  it.each([false, true])(
    'no 5xx, a record for every 4xx, no stack, nothing slow (signed in: %s)',
    async (signedIn) => {
      const findings: Finding[] = [];
      const bodies = badBodies().map(([, body]) => JSON.stringify(body));
      // Each path with the methods it has (PUT for updates, DELETE for deletion), POST where the
      // router cannot say (the stand-ins' `accounts:…` paths); DELETE last, since it may succeed.
      const methodsOf = (path: string) => {
        const url = path.split('?')[0] ?? path;
        const methods = (['POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) =>
          t.app.hasRoute({ method, url }),
        );
        return methods.length ? methods : (['POST'] as const);
      };
      const passes = [
        (method: string) => method !== 'DELETE',
        (method: string) => method === 'DELETE',
      ];
      for (const inPass of passes) {
        for (const fuzzTarget of fuzzTargets()) {
          const url = fuzzTarget.path;
          if (inPass('GET')) {
            for (const query of badQueries()) {
              await probe(
                findings,
                fuzzTarget,
                { method: 'GET', url: withQuery(url, query) },
                signedIn,
              );
            }
          }
          for (const method of methodsOf(url).filter(inPass)) {
            for (const payload of bodies) {
              // Signed in, stand-in calls carry a real ID token: bad values get past its check.
              const withToken =
                signedIn && fuzzTarget.shape === 'google' && payload.startsWith('{')
                  ? JSON.stringify({ ...(JSON.parse(payload) as object), idToken: token })
                  : payload;
              await probe(
                findings,
                fuzzTarget,
                { method, url, payload: withToken, contentType: 'application/json' },
                signedIn,
              );
            }
            for (const [, contentType, payload] of RAW_BODIES) {
              await probe(findings, fuzzTarget, { method, url, payload, contentType }, signedIn);
            }
          }
        }
      }
      expect(findings).toEqual([]);
    },
    // About 7,000 calls: seconds alone, longer beside other suites on a busy machine.
    90_000,
  );
});
