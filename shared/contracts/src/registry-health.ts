import { z } from 'zod';

import { remoteNameSchema } from './brand';
import { lazySchema } from './lazy-schema';

/**
 * The self-watching canary (issue 34, ADR 024): the app reports per remote and version what tells
 * a bad version, through the analytics pipeline (POST /v1/a, event `remoteHealth`); the API counts
 * the reports per brand, remote, version and minute, compares a canary with the stable version by
 * the canary's rules, and rolls a canary back on its own when they are broken.
 */

/** The analytics event name of a health report (customParams: remoteHealthParamsSchema). */
export const REMOTE_HEALTH_EVENT = 'remoteHealth';

/**
 * What a report counts: a page load that used the remote (a session of it: once per tab session
 * and version), the remote failing to load, an error its boundary caught, an uncaught error from
 * its scripts, and an API 5xx on its pages.
 */
export const REMOTE_HEALTH_KINDS = [
  'session',
  'loadFailure',
  'boundaryError',
  'uncaughtError',
  'apiError',
] as const;
export type RemoteHealthKind = (typeof REMOTE_HEALTH_KINDS)[number];

export const remoteHealthParamsSchema = lazySchema(() =>
  z.object({
    remote: remoteNameSchema,
    version: z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/),
    kind: z.enum(REMOTE_HEALTH_KINDS),
  }),
);

/**
 * A canary's rules: it is rolled back when its error rate exceeds the stable version's by more
 * than `maxErrorRateMargin` percentage points once it has `minSessions` sessions; when
 * `promoteAfterMinutes` is set (off by default), a canary that held that long is promoted.
 */
export const canaryRulesSchema = lazySchema(() =>
  z.object({
    maxErrorRateMargin: z.number().min(0).max(100),
    minSessions: z.number().int().min(1).max(1_000_000),
    promoteAfterMinutes: z.number().int().min(1).max(10_080).nullable(),
  }),
);
export type CanaryRules = z.infer<typeof canaryRulesSchema>;

/** The rules a canary gets where its operator sets none. */
export const DEFAULT_CANARY_RULES: CanaryRules = {
  maxErrorRateMargin: 5,
  minSessions: 100,
  promoteAfterMinutes: null,
};

/** One version's numbers since the canary started (errors: every kind but `session`). */
export const healthNumbersSchema = lazySchema(() =>
  z.object({
    version: z.string().nullable(),
    sessions: z.number().int(),
    errors: z.number().int(),
    loadFailures: z.number().int(),
    boundaryErrors: z.number().int(),
    uncaughtErrors: z.number().int(),
    apiErrors: z.number().int(),
    /** Errors per 100 sessions (percent); 0 without sessions. */
    errorRate: z.number(),
  }),
);
export type HealthNumbers = z.infer<typeof healthNumbersSchema>;

/** GET /v1/ops/canary/health — each running canary the operator sees, beside the stable version. */
export const canaryHealthListSchema = lazySchema(() =>
  z.object({
    canaries: z.array(
      z.object({
        remote: remoteNameSchema,
        startedAt: z.string(),
        rules: canaryRulesSchema,
        canary: healthNumbersSchema,
        stable: healthNumbersSchema,
      }),
    ),
  }),
);
export type CanaryHealthList = z.infer<typeof canaryHealthListSchema>;

export const CANARY_HEALTH_PATH = '/v1/ops/canary/health';
