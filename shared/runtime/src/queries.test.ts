import { QueryClient } from '@tanstack/react-query';

import { API_PATHS, type Category } from '@klubb/contracts';
import { createEndpoints, readCachedCategories, type HttpRequest } from '@klubb/sdk';
import { setUpTestApi } from '@klubb/sdk/testing';

import { cartKeys, cartQueryOptions, categoryListQueryOptions } from './queries';
import { testRuntime } from './testing/test-runtime';

const FOOD: Category = { id: 'klubb-mat', name: 'Mat & dryck' };
const APP = 'http://runtime.test';

/**
 * A runtime whose API and app URL are its own, not the SDK's module global's:
 * the query options must call the runtime's endpoints and cache for the runtime's app URL.
 */
function runtimeAnswering(answers: Record<string, unknown>) {
  const paths: string[] = [];
  const http = (async (path: string) => {
    paths.push(path);
    return answers[path];
  }) as unknown as HttpRequest;
  const base = testRuntime();
  const runtime = { ...base, api: createEndpoints(http), config: { ...base.config, appUrl: APP } };
  return { runtime, paths };
}

// The SDK's module global answers nothing here: a query that read it instead would fail.
setUpTestApi();

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('query options over the runtime’s API', () => {
  beforeEach(() => window.localStorage.clear());

  it('fetch the categories through the runtime and keep them for its app URL', async () => {
    const { runtime, paths } = runtimeAnswering({ [API_PATHS.getCategoryList]: [FOOD] });
    await expect(newClient().fetchQuery(categoryListQueryOptions(runtime))).resolves.toEqual([
      FOOD,
    ]);
    expect(paths).toEqual([API_PATHS.getCategoryList]);
    expect(readCachedCategories(runtime.storage, APP)?.categories).toEqual([FOOD]);
  });

  it('fetch the member’s cart through the runtime under the shared key', async () => {
    const cart = { itemList: [] };
    const { runtime, paths } = runtimeAnswering({ [API_PATHS.getShoppingCart]: cart });
    const options = cartQueryOptions(runtime, 'member-1');
    expect(options.queryKey).toEqual(cartKeys.member('member-1'));
    await newClient().fetchQuery(options);
    expect(paths).toEqual([API_PATHS.getShoppingCart]);
  });
});
