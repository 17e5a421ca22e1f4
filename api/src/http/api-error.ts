import type { ErrorRecord } from '@klubb/contracts';

/**
 * A failure the caller should see as it is: its status, code and message become the error record.
 * Anything else thrown inside a handler is a bug and answers 500 with a generic message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  /** Fastify's name for the status: scopes with their own error shape read this as a 4xx. */
  get statusCode(): number {
    return this.status;
  }

  toRecord(): ErrorRecord {
    return { status: this.status, code: this.code, message: this.message };
  }
}
