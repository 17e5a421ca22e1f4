import { QueryClient, QueryObserver } from '@tanstack/react-query';

import { prefetchQueries } from './prefetch';

/** What a render pass does to the cache: each useQuery's observer builds its query. */
const observe = (client: QueryClient, options: ConstructorParameters<typeof QueryObserver>[1]) =>
  new QueryObserver(client, options).getOptimisticResult(client.defaultQueryOptions(options));

describe('prefetchQueries', () => {
  test('fetches what each render asks for, again while a render asks for more', async () => {
    const client = new QueryClient();
    const asked: string[] = [];
    const render = () => {
      observe(client, { queryKey: ['a'], queryFn: async () => (asked.push('a'), 1) });
      // A second query the page asks for only once the first has its answer.
      if (client.getQueryData(['a']) !== undefined) {
        observe(client, { queryKey: ['b'], queryFn: async () => (asked.push('b'), 2) });
      }
    };
    expect(await prefetchQueries(client, render, Date.now() + 1000)).toBe('ready');
    expect(asked).toEqual(['a', 'b']);
  });

  test("a switched-off query (a member's, for a visitor) is not fetched", async () => {
    const client = new QueryClient();
    const queryFn = jest.fn(async () => 1);
    const render = () => observe(client, { queryKey: ['m'], queryFn, enabled: false });
    expect(await prefetchQueries(client, render, Date.now() + 1000)).toBe('ready');
    expect(queryFn).not.toHaveBeenCalled();
  });

  test('a failing query or one past the deadline ends it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing = () =>
      observe(client, {
        queryKey: ['f'],
        queryFn: async () => {
          throw new Error('down');
        },
      });
    expect(await prefetchQueries(client, failing, Date.now() + 1000)).toBe('failed');

    const late = new QueryClient();
    const never = () =>
      observe(late, { queryKey: ['s'], queryFn: () => new Promise<number>(() => {}) });
    expect(await prefetchQueries(late, never, Date.now() + 20)).toBe('late');
  });
});
