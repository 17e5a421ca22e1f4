import { errorFromBody } from './http-error';

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
