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
  it('posts the text and the offset', async () => {
    const { calls, endpoints } = recordingClient([]);
    await expect(endpoints.searchOffers('pizza', 30)).resolves.toEqual([]);
    expect(calls).toEqual([
      expect.objectContaining({
        path: API_PATHS.searchOffer,
        options: expect.objectContaining({ method: 'POST', body: { query: 'pizza', offset: 30 } }),
      }),
    ]);
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
