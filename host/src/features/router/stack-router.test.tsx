import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, MemoryRouter, useParams } from 'react-router-dom';

import { testProviders } from '@klubb/runtime/testing';

import type { AppRoute } from '../../lib/route-table';
import { useStackNavigation } from '../../lib/stack-navigation';

import { MOUNTED_PAGES_PER_STACK, StackRouter } from './stack-router';

/** The pages whose effects run now: a hidden <Activity> cleans its page's effects up. */
const live = new Set<string>();

function Page({ name, next }: { name: string; next: string }) {
  const navigation = useStackNavigation();
  const [note, setNote] = useState('');
  useEffect(() => {
    live.add(name);
    return () => void live.delete(name);
  }, [name]);
  return (
    <section aria-label={name}>
      <h1>{name}</h1>
      <label>
        {'Note'}
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <Link to={next}>{'Next'}</Link>
      <button type="button" onClick={navigation.back}>
        {'Back'}
      </button>
    </section>
  );
}

function NumberedPage() {
  const n = Number(useParams().n);
  return <Page name={`Page ${n}`} next={`/more/${n + 1}`} />;
}

const route = (path: string): AppRoute<ComponentType> => ({
  remote: 'mf_more',
  path,
  section: 'content',
  load: async () => ({ Page: () => null }),
});
const routes = [route('/more'), route('/more/:n')];
const renderPage = (page: AppRoute<ComponentType>) =>
  page.path === '/more' ? <Page name="More" next="/more/1" /> : <NumberedPage />;

function renderAt(path: string) {
  // The router counts page views through the page's runtime.
  const { Providers } = testProviders({ queryClient: new QueryClient() });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <StackRouter routes={routes} renderPage={renderPage} fallback={<p>{'unknown'}</p>}>
          {(pages) => <main>{pages}</main>}
        </StackRouter>
      </MemoryRouter>
    </Providers>,
  );
}

/** The page shown: the one visible region (pages beneath are hidden or inert). */
const shown = () => screen.getByRole('region');
const kept = (name: string) => screen.queryByRole('region', { name, hidden: true });

// jsdom has no layout: scrolling is not implemented (and would only log). The router's scroll
// restoration is left to the e2e journeys.
beforeAll(() => {
  window.scrollTo = () => undefined;
});
beforeEach(() => live.clear());

describe('StackRouter (spec §2 stacks)', () => {
  it('pushes a page over the one before, which stays mounted as it was', async () => {
    const user = userEvent.setup();
    renderAt('/more');
    await user.type(within(shown()).getByLabelText('Note'), 'kept');
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    expect(shown()).toHaveAccessibleName('Page 1');
    // The page the push left is seen, inert, under the sliding one until the next navigation.
    expect(kept('More')?.closest('[data-stack]')).toHaveAttribute('inert');
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    expect(shown()).toHaveAccessibleName('Page 2');
    expect(kept('More')?.closest('[data-stack]')).toHaveAttribute('hidden');
    expect(within(kept('More')!).getByLabelText('Note')).toHaveValue('kept');
  });

  it('keeps hidden pages in a hidden <Activity>: their effects stop until they show again', async () => {
    const user = userEvent.setup();
    renderAt('/more');
    expect([...live]).toEqual(['More']);
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    expect([...live].sort()).toEqual(['Page 1', 'Page 2']);
    await user.click(within(shown()).getByRole('button', { name: 'Back' }));
    expect(shown()).toHaveAccessibleName('Page 1');
    expect([...live]).toEqual(['Page 1']);
  });

  it('goes back to the page below as it was left', async () => {
    const user = userEvent.setup();
    renderAt('/more');
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    await user.type(within(shown()).getByLabelText('Note'), 'page one');
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    await user.click(within(shown()).getByRole('button', { name: 'Back' }));
    expect(shown()).toHaveAccessibleName('Page 1');
    expect(within(shown()).getByLabelText('Note')).toHaveValue('page one');
    // Popped, the page above is gone.
    expect(kept('Page 2')).toBeNull();
    await user.click(within(shown()).getByRole('button', { name: 'Back' }));
    expect(shown()).toHaveAccessibleName('More');
  });

  it('goes back from a deep link to the stack root beneath it', async () => {
    const user = userEvent.setup();
    renderAt('/more/4');
    expect(shown()).toHaveAccessibleName('Page 4');
    await user.click(within(shown()).getByRole('button', { name: 'Back' }));
    expect(shown()).toHaveAccessibleName('More');
  });

  it(`keeps at most ${MOUNTED_PAGES_PER_STACK} pages of a stack mounted, and its root`, async () => {
    const user = userEvent.setup();
    renderAt('/more');
    await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    await user.type(within(shown()).getByLabelText('Note'), 'deep down');
    const depth = MOUNTED_PAGES_PER_STACK + 2;
    for (let n = 2; n <= depth; n += 1) {
      await user.click(within(shown()).getByRole('link', { name: 'Next' }));
    }
    expect(shown()).toHaveAccessibleName(`Page ${depth}`);
    const mounted = screen.getAllByRole('region', { hidden: true }).map((r) => r.ariaLabel);
    expect(mounted).toEqual([
      'More',
      ...Array.from({ length: MOUNTED_PAGES_PER_STACK }, (_, i) => `Page ${depth - 4 + i}`),
    ]);
    // Gone back to, a page past the cap is mounted again: its own state starts afresh.
    for (let n = depth; n > 1; n -= 1) {
      await user.click(within(shown()).getByRole('button', { name: 'Back' }));
    }
    expect(shown()).toHaveAccessibleName('Page 1');
    expect(within(shown()).getByLabelText('Note')).toHaveValue('');
  });
});
