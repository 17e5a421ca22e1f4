import { z } from 'zod';

import { PLATFORM_TAG } from './constants';
import { lazySchema } from './lazy-schema';

const text = (max = 500) => z.string().max(max).nullable().optional();

/** The session id (spec §9): three 10-character upper-case/digit groups joined by hyphens. */
export const SESSION_ID_PATTERN = /^[A-Z0-9]{10}-[A-Z0-9]{10}-[A-Z0-9]{10}$/;

/**
 * The analytics event (spec §3 "Analytics event payload"). POST /v1/a sends the base64 of its
 * JSON as the body (text/plain, or a JSON string).
 */
export const analyticsEventSchema = lazySchema(() =>
  z.object({
    brandId: z.string().max(64),
    brandRoleId: text(64),
    browser: text(100),
    clientTimestamp: z.number().int().nonnegative(),
    containerType: z.enum(['web', 'iframe', 'ios-wv', 'android-wv']).nullable().optional(),
    deviceName: text(100),
    deviceType: z.enum(['mobile', 'tablet', 'desktop']).nullable().optional(),
    href: text(2048),
    eventName: z.string().min(1).max(100),
    eventType: text(100),
    host: text(255),
    coreVersion: text(32),
    containerVersion: text(32),
    containerBuild: z.number().int().nonnegative().nullable().optional(),
    os: z.enum(['iOS', 'OSX', 'android', 'linux', 'windows', 'unknown']).nullable().optional(),
    pathName: text(2048),
    platform: z.literal(PLATFORM_TAG),
    sessionId: z.string().regex(SESSION_ID_PATTERN),
    userAgent: text(1000),
    userId: text(128),
    legacyUserId: z
      .union([z.string().max(64), z.number().int()])
      .nullable()
      .optional(),
    customParams: z
      .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
      .refine((params) => Object.keys(params).length <= 50, 'At most 50 custom params')
      .optional(),
  }),
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The body of POST /v1/a: the event as base64 of its UTF-8 JSON. */
export function encodeAnalyticsEvent(event: AnalyticsEvent): string {
  const bytes = new TextEncoder().encode(JSON.stringify(event));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** At most this many events travel in one POST /v1/a (a batch is a JSON array). */
export const ANALYTICS_MAX_BATCH = 20;

/**
 * The body of a batched POST /v1/a: base64 of the UTF-8 JSON array of the events. One event may
 * still come alone (the spec's form); the API accepts both.
 */
export function encodeAnalyticsBatch(events: ReadonlyArray<AnalyticsEvent>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(events));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
