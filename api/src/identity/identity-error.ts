export interface IdentityErrorOptions {
  detail?: string;
  status?: number;
  /** Google front-end errors (bad API key, bad arguments) also carry a status word. */
  statusWord?: string;
  reason?: string;
}

/**
 * An Identity Toolkit error as the real service answers it (PROTOCOLS.md §1.3):
 * `{"error":{"code":400,"message":"CODE[ : detail]","errors":[{message, domain, reason}]}}`.
 * The client splits `message` on " : " into the code and the detail, so the separator is exact.
 */
export class IdentityError extends Error {
  readonly status: number;
  readonly serverCode: string;
  readonly statusWord: string | undefined;
  readonly reason: string;

  constructor(serverCode: string, options: IdentityErrorOptions = {}) {
    super(options.detail ? `${serverCode} : ${options.detail}` : serverCode);
    this.name = 'IdentityError';
    this.serverCode = serverCode;
    this.status = options.status ?? 400;
    this.statusWord = options.statusWord;
    this.reason = options.reason ?? 'invalid';
  }

  toBody(): IdentityErrorBody {
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ message: this.message, domain: 'global', reason: this.reason }],
        ...(this.statusWord ? { status: this.statusWord } : {}),
      },
    };
  }
}

export interface IdentityErrorBody {
  error: {
    code: number;
    message: string;
    errors: Array<{ message: string; domain: string; reason: string }>;
    status?: string;
  };
}

/** Shorthand for the usual 400 with a bare code. */
export const identityError = (code: string, detail?: string) =>
  new IdentityError(code, detail ? { detail } : {});

/** What Google's front end answers to a call without a usable API key. */
export function apiKeyError(missing: boolean): IdentityError {
  return missing
    ? new IdentityError('The request is missing a valid API key.', {
        status: 403,
        statusWord: 'PERMISSION_DENIED',
        reason: 'forbidden',
      })
    : new IdentityError('API key not valid. Please pass a valid API key.', {
        statusWord: 'INVALID_ARGUMENT',
        reason: 'badRequest',
      });
}
