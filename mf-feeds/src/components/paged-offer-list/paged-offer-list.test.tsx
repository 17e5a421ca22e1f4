import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { OfferFeedItem } from '@klubb/contracts';

import { initialPaging, type PagingState } from '../../lib/paging/paging-state';
import { offer, renderInRouter, setUpI18n } from '../../test/render';

import { PagedOfferList, type PagedOfferListProps } from './paged-offer-list';

beforeAll(setUpI18n);

const state = (overrides: Partial<PagingState<OfferFeedItem>>) => ({
  ...initialPaging<OfferFeedItem>('mixed|'),
  ...overrides,
});

function renderList(overrides: Partial<PagedOfferListProps>) {
  const props: PagedOfferListProps = {
    state: state({}),
    onLoadMore: jest.fn(),
    onRetry: jest.fn(),
    label: 'Erbjudanden och artiklar',
    hrefOf: (o) => `/${o.type}/${o.id}`,
    categoryNames: new Map(),
    emptyText: 'Tomt',
    countText: (count) => `Visar ${count}`,
    ...overrides,
  };
  renderInRouter(<PagedOfferList {...props} />);
  return props;
}

function renderInRouterList(overrides: Partial<PagedOfferListProps>) {
  renderList(overrides);
  return { container: document.body };
}

describe('PagedOfferList', () => {
  it('announces how many cards it shows', () => {
    renderList({ state: state({ items: [offer(), offer({ id: 'b' })], nextOffset: 2 }) });
    expect(screen.getByRole('list', { name: 'Erbjudanden och artiklar' })).toBeInTheDocument();
    expect(screen.getByText('Visar 2')).toHaveAttribute('role', 'status');
  });

  it('shows the first page as still card shapes, announced once as loading', () => {
    const { container } = renderInRouterList({ state: state({ loading: true }) });
    const loading = screen.getByText('Laddar…').closest('[role="status"]');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // Eight cards' shapes, hidden from assistive technology, and no spinner.
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(8 * 5);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows one row of shapes below the cards while a next page is on its way', () => {
    const { container } = renderInRouterList({
      state: state({ items: [offer(), offer({ id: 'b' })], nextOffset: 2, loading: true }),
    });
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.querySelectorAll('[aria-busy="true"] [aria-hidden="true"]')).toHaveLength(
      2 * 5,
    );
  });

  it('says so when the list is empty, in its live region', () => {
    renderList({ state: state({ hasMore: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('Tomt');
  });

  it('offers a retry after a failed page, keeping the cards', async () => {
    const user = userEvent.setup();
    const props = renderList({ state: state({ items: [offer()], failed: true }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Fler erbjudanden kunde inte hämtas.');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(props.onRetry).toHaveBeenCalled();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('stays silent about errors when told to (search)', () => {
    renderList({ state: state({ items: [offer()], failed: true }), silentErrors: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('loading more', () => {
  /** A double of the browser's observer: the test says when the sentinel comes into view. */
  const observers: Array<{ callback: IntersectionObserverCallback; margin?: string; on: boolean }> =
    [];
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observers.length = 0;
    globalThis.IntersectionObserver = class {
      private readonly record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, on: false };
        observers.push(this.record);
      }
      observe() {
        this.record.on = true;
      }
      disconnect() {
        this.record.on = false;
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });
  const comeIntoView = (isIntersecting: boolean) =>
    observers
      .filter((o) => o.on)
      .forEach((o) =>
        o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
      );

  it('asks for the next page when the list’s end comes within 600 px of the viewport', () => {
    const props = renderList({ state: state({ items: [offer()], nextOffset: 1 }) });
    expect(observers.filter((o) => o.on).map((o) => o.margin)).toEqual(['0px 0px 600px 0px']);
    comeIntoView(false);
    expect(props.onLoadMore).not.toHaveBeenCalled();
    comeIntoView(true);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while a page is on its way, after a failure, or at the end', () => {
    for (const overrides of [
      { items: [offer()], nextOffset: 1, loading: true },
      { items: [offer()], nextOffset: 1, failed: true },
      { items: [offer()], nextOffset: 1, hasMore: false },
    ]) {
      observers.length = 0;
      const { unmount } = renderInRouter(
        <PagedOfferList
          state={state(overrides)}
          onLoadMore={jest.fn()}
          onRetry={jest.fn()}
          label="Lista"
          hrefOf={() => '/'}
          categoryNames={new Map()}
          emptyText="Tomt"
          countText={(count) => `Visar ${count}`}
        />,
      );
      expect(observers.filter((o) => o.on)).toHaveLength(0);
      unmount();
    }
  });
});
