import { NETWORK_FAILURE, errorRecordSchema, type ErrorRecord } from '@klubb/contracts';

/**
 * Marks an ApiError in a way every copy of this package recognises (a registry symbol, not the
 * class): a remote that bundles its own SDK copy (ADR 015) still knows the host's ApiError, where
 * `instanceof` would say no across copies.
 */
const API_ERROR_MARK = Symbol.for('@klubb/sdk:ApiError');

/** An error carrying the spec's error record: status, code and message (spec §8). */
export class ApiError extends Error implements ErrorRecord {
  readonly status: number;
  readonly code: string;
  /**
   * The server's whole answer, for records richer than status, code and message (the registry's
   * contract refusal lists its reasons); undefined when the call got no answer.
   */
  readonly body: unknown;

  constructor(record: ErrorRecord, body?: unknown) {
    super(record.message);
    this.name = 'ApiError';
    this.status = record.status;
    this.code = record.code;
    this.body = body;
    Object.defineProperty(this, API_ERROR_MARK, { value: true });
  }

  toRecord(): ErrorRecord {
    return { status: this.status, code: this.code, message: this.message };
  }
}

/** The error for a call that never got an answer: status 600, code failed_to_fetch. */
export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Failed to fetch';
  return new ApiError({ ...NETWORK_FAILURE, message });
}

/**
 * The error for a call that got no whole answer within its time-out: a network failure (status
 * 600, so the screens offer their retry), with the spec's message (§8).
 */
export function timeoutError(): ApiError {
  return new ApiError({ ...NETWORK_FAILURE, message: 'Timeout limit reached' });
}

/** Turns a failed answer into an ApiError, keeping the server's record where it sent one. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = errorRecordSchema.safeParse(body);
  if (parsed.success) return new ApiError({ ...parsed.data, status }, body);
  return new ApiError(
    { status, code: `http_${status}`, message: `Request failed (${status})` },
    body,
  );
}

/** Whether `error` is an ApiError, made by this copy of the SDK or by another one. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { [API_ERROR_MARK]?: unknown })[API_ERROR_MARK] === true)
  );
}
