import type * as HttpError from './http-error';
import { ApiError, errorFromBody, isApiError } from './http-error';

describe('errorFromBody', () => {
  it('keeps the whole answer beside the record, so a richer record (reasons) can be read', () => {
    const body = {
      status: 422,
      code: 'registry/contract-refused',
      message: 'refused',
      reasons: [{ rule: 'contract-version', detail: 'contract 99 is not supported' }],
    };
    const error = errorFromBody(422, body);
    expect(error.toRecord()).toEqual({
      status: 422,
      code: 'registry/contract-refused',
      message: 'refused',
    });
    expect(error.body).toBe(body);
  });

  it('answers a generic record for a body that is not one, and still keeps it', () => {
    const error = errorFromBody(502, 'Bad Gateway');
    expect(error.code).toBe('http_502');
    expect(error.body).toBe('Bad Gateway');
  });
});

describe('isApiError', () => {
  it('knows an ApiError made by another copy of the SDK (a remote bundling its own, ADR 015)', () => {
    let other: typeof HttpError | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof HttpError>('./http-error');
    });
    const foreign = new other!.ApiError({ status: 404, code: 'offer/not-found', message: 'gone' });
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(other!.isApiError(new ApiError({ status: 500, code: 'x', message: 'y' }))).toBe(true);
  });

  it('does not take an Error or a look-alike record for one', () => {
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ status: 404, code: 'offer/not-found', message: 'gone' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
