import { QueryClient, QueryObserver } from '@tanstack/react-query';

import { renderWithData } from './prefetch';

/** What a render pass does to the cache: each useQuery's observer builds its query. */
const observe = (client: QueryClient, options: ConstructorParameters<typeof QueryObserver>[1]) =>
  new QueryObserver(client, options).getOptimisticResult(client.defaultQueryOptions(options));

/** The same tree as the pre-pass and as the page's render, which answers the data it saw. */
const passes = (tree: () => void, client: QueryClient) => ({
  gather: tree,
  render: () => (
    tree(),
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data)
  ),
});

describe('renderWithData', () => {
  test('fetches what each render asks for, again while a render asks for more', async () => {
    const client = new QueryClient();
    const asked: string[] = [];
    const discarded: unknown[] = [];
    const tree = () => {
      observe(client, { queryKey: ['a'], queryFn: async () => (asked.push('a'), 1) });
      // A second query the page asks for only once the first has its answer.
      if (client.getQueryData(['a']) !== undefined) {
        observe(client, { queryKey: ['b'], queryFn: async () => (asked.push('b'), 2) });
      }
    };
    const result = await renderWithData(
      client,
      { ...passes(tree, client), discard: (page) => discarded.push(page) },
      Date.now() + 1000,
    );
    expect(result).toEqual({ status: 'ready', rendered: [1, 2] });
    expect(asked).toEqual(['a', 'b']);
    // The render made before b's answer asked for b: it is not the page.
    expect(discarded).toEqual([[1, undefined]]);
  });

  test("the pre-pass and one page's render when the pre-pass asked for all of its data", async () => {
    const client = new QueryClient();
    const tree = jest.fn(() => {
      observe(client, { queryKey: ['a'], queryFn: async () => 1 });
    });
    const render = jest.fn(() => (tree(), 'page'));
    const gather = jest.fn(tree);
    const result = await renderWithData(client, { gather, render }, Date.now() + 1000);
    expect(result).toEqual({ status: 'ready', rendered: 'page' });
    expect(gather).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  test('with the data already held (no pre-pass): one render, and only what it still asks for', async () => {
    const client = new QueryClient();
    client.setQueryData(['a'], 1);
    const fetchA = jest.fn(async () => 1);
    const fetchB = jest.fn(async () => 2);
    const tree = () => {
      observe(client, { queryKey: ['a'], queryFn: fetchA, staleTime: Infinity });
      observe(client, { queryKey: ['b'], queryFn: fetchB });
    };
    const { render } = passes(tree, client);
    const discarded: unknown[] = [];
    const result = await renderWithData(
      client,
      { render, discard: (page) => discarded.push(page) },
      Date.now() + 1000,
    );
    expect(result).toEqual({ status: 'ready', rendered: [1, 2] });
    expect(fetchA).not.toHaveBeenCalled();
    expect(fetchB).toHaveBeenCalledTimes(1);
    // The first render lacked b's answer: not the page.
    expect(discarded).toEqual([[1, undefined]]);
  });

  test("a switched-off query (a member's, for a visitor) is not fetched", async () => {
    const client = new QueryClient();
    const queryFn = jest.fn(async () => 1);
    const tree = () => observe(client, { queryKey: ['m'], queryFn, enabled: false });
    const result = await renderWithData(client, passes(tree, client), Date.now() + 1000);
    expect(result.status).toBe('ready');
    expect(queryFn).not.toHaveBeenCalled();
  });

  test('a failing query or one past the deadline ends it, without a render of the page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing = () =>
      observe(client, {
        queryKey: ['f'],
        queryFn: async () => {
          throw new Error('down');
        },
      });
    const render = jest.fn();
    expect(await renderWithData(client, { gather: failing, render }, Date.now() + 1000)).toEqual({
      status: 'failed',
    });

    const late = new QueryClient();
    const never = () =>
      observe(late, { queryKey: ['s'], queryFn: () => new Promise<number>(() => {}) });
    expect(await renderWithData(late, { gather: never, render }, Date.now() + 20)).toEqual({
      status: 'late',
    });
    expect(render).not.toHaveBeenCalled();
  });
});
