import { QueryClient } from '@tanstack/react-query';

import { API_PATHS, type Category } from '@klubb/contracts';
import {
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  writeCachedCategories,
} from '@klubb/sdk';
import { setUpTestApi } from '@klubb/sdk/testing';

import { categoryListQueryOptions } from './category-queries';
import { testRuntime } from './testing/test-runtime';

const APP = 'http://localhost:3000';
const testApi = setUpTestApi({ appUrl: APP });
const categoryCalls = () => testApi.callsTo(API_PATHS.getCategoryList);

const FOOD: Category = { id: 'klubb-mat', name: 'Mat & dryck' };
const SPORT: Category = { id: 'klubb-sport', name: 'Sport & hälsa' };
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  window.localStorage.clear();
  testApi.answer('get', API_PATHS.getCategoryList, [FOOD, SPORT]);
});
afterEach(() => jest.useRealTimers());

describe('the category list query', () => {
  it('fetches the categories and keeps them in categoryDataStore', async () => {
    await expect(newClient().fetchQuery(categoryListQueryOptions(testRuntime()))).resolves.toEqual([
      FOOD,
      SPORT,
    ]);
    expect(categoryCalls()).toHaveLength(1);
    expect(readCachedCategories(testRuntime().storage, APP)?.categories).toEqual([FOOD, SPORT]);
  });

  it('starts from the stored categories without a request while they are fresh', async () => {
    writeCachedCategories(testRuntime().storage, APP, [FOOD]);
    jest.advanceTimersByTime(CATEGORY_CACHE_LIFETIME_MS - 1000);
    // A new page (a reload) has a new query client: only the store can answer without a request.
    await expect(newClient().fetchQuery(categoryListQueryOptions(testRuntime()))).resolves.toEqual([
      FOOD,
    ]);
    expect(categoryCalls()).toHaveLength(0);
  });

  it('asks again once the stored categories have expired', async () => {
    writeCachedCategories(testRuntime().storage, APP, [FOOD]);
    jest.advanceTimersByTime(CATEGORY_CACHE_LIFETIME_MS);
    await expect(newClient().fetchQuery(categoryListQueryOptions(testRuntime()))).resolves.toEqual([
      FOOD,
      SPORT,
    ]);
    expect(categoryCalls()).toHaveLength(1);
  });
});
