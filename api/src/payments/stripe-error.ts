/** An error in Stripe's shape: `{"error":{type, code, decline_code, message, param}}` (PROTOCOLS.md §4.4). */
export class StripeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly declineCode: string | undefined;
  readonly param: string | undefined;

  constructor(
    status: number,
    type: string,
    message: string,
    extra: { code?: string | undefined; declineCode?: string | undefined; param?: string } = {},
  ) {
    super(message);
    this.name = 'StripeError';
    this.status = status;
    this.type = type;
    this.code = extra.code;
    this.declineCode = extra.declineCode;
    this.param = extra.param;
  }

  toBody() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export const invalidRequest = (message: string, param?: string, status = 400) =>
  new StripeError(status, 'invalid_request_error', message, param ? { param } : {});

export const noSuchSession = (id: string) =>
  new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
    code: 'resource_missing',
    param: 'session',
  });
