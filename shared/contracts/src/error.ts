import { z } from 'zod';

/** The error record every failing API call answers, and every SDK error carries (spec §3, §8). */
export const errorRecordSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ErrorRecord = z.infer<typeof errorRecordSchema>;

/** Status and code the SDK gives a call that never reached the server (spec §8). */
export const NETWORK_FAILURE = { status: 600, code: 'failed_to_fetch' } as const;

/** Product error codes shared by the API server and the clients. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  notFound: 'not_found',
  routeNotFound: 'route_not_found',
  unknownBrand: 'brand/not-found',
  missingAppUrl: 'brand/app-url-missing',
  offerNotFound: 'offer/not-found',
  /** The offer existed but its end date has passed (HTTP 410). */
  offerEnded: 'offer/ended',
  billboardNotFound: 'billboard/not-found',
  unauthorized: 'auth/unauthorized',
  internal: 'internal',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** The server gave up on a call that took too long (HTTP 503). */
  timeout: 'timeout',
  rateLimited: 'too_many_requests',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
