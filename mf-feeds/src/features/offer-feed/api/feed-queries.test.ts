import { QueryClient } from '@tanstack/react-query';

import { API_PATHS, ERROR_CODES, FEED_CACHE_LIFETIME_MS, type Billboard } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';

import { offer } from '../../../test/render';

import { billboardQueryOptions } from './feed-queries';
import { mirrorFeedsToStorage } from './feed-store';

const testApi = setUpTestApi();
const billboardCalls = () => testApi.callsTo(API_PATHS.getBillboard).length;

const { id, type, title, teaserLine, categoryId, puffImage } = offer();
const billboard: Billboard = {
  offerId: id,
  type,
  title,
  teaserLine,
  categoryId,
  puffImage,
  readingTime: null,
};

let client: QueryClient;
let runtime = testRuntime();
/** A page load: a new query client (mirrored to storage, as the feeds' hooks do). */
const load = () => {
  client?.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The runtime the host hands the remote (ADR 015), with this page's query client.
  runtime = testRuntime({ queryClient: client });
  mirrorFeedsToStorage(client, runtime);
};
const fetchBillboard = () => client.fetchQuery(billboardQueryOptions(runtime));

beforeEach(() => {
  // The clock moves only when a test says so; timers still run, so MSW answers.
  jest.useFakeTimers({ advanceTimers: true });
  window.localStorage.clear();
  load();
});
afterEach(() => jest.useRealTimers());

describe('the billboard query (one owner, mirrored for 10 s)', () => {
  it('asks once in 10 s, in this page and after a reload', async () => {
    testApi.answer('get', API_PATHS.getBillboard, billboard);
    await expect(fetchBillboard()).resolves.toMatchObject({ offerId: id });
    await fetchBillboard();
    load();
    await expect(fetchBillboard()).resolves.toMatchObject({ offerId: id });
    expect(billboardCalls()).toBe(1);
    jest.setSystemTime(Date.now() + FEED_CACHE_LIFETIME_MS);
    await fetchBillboard();
    expect(billboardCalls()).toBe(2);
  });

  it('remembers that the brand has none (a 404) for 10 s, then asks again', async () => {
    testApi.fail('get', API_PATHS.getBillboard, {
      status: 404,
      code: ERROR_CODES.billboardNotFound,
      message: 'No billboard',
    });
    await expect(fetchBillboard()).resolves.toBeNull();
    load();
    await expect(fetchBillboard()).resolves.toBeNull();
    expect(billboardCalls()).toBe(1);
    jest.setSystemTime(Date.now() + FEED_CACHE_LIFETIME_MS);
    load();
    await fetchBillboard();
    expect(billboardCalls()).toBe(2);
  });
});
