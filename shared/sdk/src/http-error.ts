import { NETWORK_FAILURE, errorRecordSchema, type ErrorRecord } from '@klubb/contracts';

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

/** Turns a failed answer into an ApiError, keeping the server's record where it sent one. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = errorRecordSchema.safeParse(body);
  if (parsed.success) return new ApiError({ ...parsed.data, status }, body);
  return new ApiError(
    { status, code: `http_${status}`, message: `Request failed (${status})` },
    body,
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
