import { API_PATHS, type InteractionEvent } from '@klubb/contracts';

import { createEndpoints } from './endpoints';
import type { HttpRequest, RequestOptions } from './http-client';

// The endpoints are declared over the HTTP client; a recording client shows what each one sends.
function recordingClient(answer: unknown = []) {
  const calls: Array<{ path: string; options: RequestOptions<unknown> }> = [];
  const request = (async (path: string, options: RequestOptions<unknown> = {}) => {
    calls.push({ path, options });
    return options.schema ? options.schema.parse(answer) : answer;
  }) as HttpRequest;
  return { calls, endpoints: createEndpoints(request) };
}

describe('searchOffers', () => {
  it('asks by GET with the text and the offset in the query, without the token', async () => {
    const { calls, endpoints } = recordingClient([]);
    await expect(endpoints.searchOffers('pizza', 30)).resolves.toEqual([]);
    expect(calls).toEqual([
      {
        path: API_PATHS.searchOffer,
        options: expect.objectContaining({
          query: { query: 'pizza', offset: 30 },
          anonymous: true,
        }),
      },
    ]);
    expect(calls[0]?.options.method).toBeUndefined();
  });
});

// Issue 38: the public lists go without the member's token, so the API's public cache answers
// them; everything member-specific keeps it.
describe('which calls carry the token', () => {
  it('sends the public lists anonymously and the member calls with the token', async () => {
    const { calls, endpoints } = recordingClient([]);
    await endpoints.getOfferList({ offset: 30, after: 'klubb-benefit-030' }).catch(() => null);
    await endpoints.getBillboard().catch(() => null);
    await endpoints.getCategoryList().catch(() => null);
    await endpoints.getOffer('klubb-benefit-001').catch(() => null);
    await endpoints.getOrderHistory(undefined, 'order-1').catch(() => null);
    await endpoints.getOfferMemberState('klubb-benefit-001').catch(() => null);
    const anonymousByPath = Object.fromEntries(
      calls.map((call) => [call.path, call.options.anonymous === true]),
    );
    expect(anonymousByPath).toEqual({
      [API_PATHS.getOfferList]: true,
      [API_PATHS.getBillboard]: true,
      [API_PATHS.getCategoryList]: true,
      [API_PATHS.getOffer]: true,
      [API_PATHS.getOrderHistory]: false,
      [API_PATHS.getOfferMemberState]: false,
    });
    await endpoints.getOfferAsMember('klubb-benefit-001').catch(() => null);
    expect(calls.at(-1)).toMatchObject({ path: API_PATHS.getOffer });
    expect(calls.at(-1)?.options.anonymous).toBeUndefined();
    expect(calls[0]?.options.query).toMatchObject({ offset: 30, after: 'klubb-benefit-030' });
    expect(calls[4]?.options.query).toEqual({ after: 'order-1' });
  });
});

describe('logInteraction', () => {
  it('posts an extendOfferFeedList event', async () => {
    const { calls, endpoints } = recordingClient({});
    const event: InteractionEvent = {
      event: 'extendOfferFeedList',
      params: { type: 'benefit', offset: 30, categoryId: null },
    };
    await expect(endpoints.logInteraction(event)).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({
      path: API_PATHS.logInteraction,
      options: { method: 'POST', body: event },
    });
  });

  it('refuses an event the log does not know, without calling the API', async () => {
    const { calls, endpoints } = recordingClient({});
    const event = { event: 'somethingElse', params: {} } as unknown as InteractionEvent;
    await expect(endpoints.logInteraction(event)).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
