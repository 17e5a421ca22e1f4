/**
 * An RP API error as BankID answers it (PROTOCOLS.md §3.5): an HTTP status and
 * `{ "errorCode", "details" }`.
 */
export class RpError extends Error {
  readonly status: number;
  readonly errorCode: string;

  constructor(status: number, errorCode: string, details: string) {
    super(details);
    this.name = 'RpError';
    this.status = status;
    this.errorCode = errorCode;
  }

  toBody() {
    return { errorCode: this.errorCode, details: this.message };
  }
}

export const invalidParameters = (details: string) =>
  new RpError(400, 'invalidParameters', details);
