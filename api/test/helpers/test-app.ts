import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import type { ErrorRecord } from '@klubb/contracts';
import { errorRecordSchema } from '@klubb/contracts';

import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { RateLimitStore } from '../../src/plugins/rate-limit-store';

import { openSeededDatabase, type TestTarget } from './test-database';

export const PUBLIC_URL = 'http://api.test';
export const BRAND_A_URL = 'http://localhost:3000';
export const BRAND_B_URL = 'http://nordic.localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The API on a freshly seeded database; one per test file, closed in afterAll. */
export async function createTestApp(
  target: TestTarget,
  config: {
    production?: boolean;
    rateLimits?: RateLimitStore;
    consoleOrigin?: string;
    brandCacheTtlMs?: number;
    bankIdMtls?: { port: number; dir: string };
    paymentStandInPort?: number;
  } = {},
  extra: Pick<
    BuildAppOptions,
    | 'paymentStandIn'
    | 'registry'
    | 'bankIdOrderBook'
    | 'fcmStandIn'
    | 'pushIntervalMs'
    | 'handlerTimeoutMs'
  > = {},
): Promise<TestApp> {
  const database = await openSeededDatabase(target);
  const app = await buildApp({
    config: {
      publicUrl: PUBLIC_URL,
      production: config.production ?? false,
      brandCacheTtlMs: config.brandCacheTtlMs ?? 30_000,
      ...(config.consoleOrigin ? { consoleOrigin: config.consoleOrigin } : {}),
      ...(config.bankIdMtls ? { bankIdMtls: config.bankIdMtls } : {}),
      ...(config.paymentStandInPort !== undefined
        ? { paymentStandInPort: config.paymentStandInPort }
        : {}),
    },
    database,
    // Canaries are judged after their health reports only: no timer in a test.
    canaryWatchIntervalMs: 0,
    // Pushes go when the calls that make offers kick the sender: no timer unless a test asks.
    pushIntervalMs: 0,
    ...(config.rateLimits ? { rateLimits: config.rateLimits } : {}),
    ...extra,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The body of a failed call, checked to be an error record with the response's status. */
export function errorOf(response: LightMyRequestResponse): ErrorRecord {
  const record = errorRecordSchema.strict().parse(response.json());
  expect(record.status).toBe(response.statusCode);
  return record;
}
