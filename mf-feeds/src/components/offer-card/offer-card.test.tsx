import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { RuntimeProvider } from '@klubb/runtime';
import { testRuntime } from '@klubb/runtime/testing';

import { offer, renderInRouter, setUpI18n } from '../../test/render';

import { OfferCard } from './offer-card';
import { FIRST_SCREEN_CARDS, OfferGrid } from './offer-grid';

beforeAll(setUpI18n);

describe('OfferCard', () => {
  it('links its title to its href, with category, teaser and reading time beside it', () => {
    renderInRouter(
      <OfferCard offer={offer()} href="/benefit/klubb-benefit-001" categoryName="Resor" />,
    );
    // The link's name is exactly its visible text (WCAG 2.5.3 label in name): the title.
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Weekend i Visby');
    expect(link).toHaveTextContent(/^Weekend i Visby$/);
    expect(link).toHaveAttribute('href', '/benefit/klubb-benefit-001');
    expect(screen.getByRole('heading', { level: 2, name: 'Weekend i Visby' })).toContainElement(
      link,
    );
    expect(screen.getByText('Resor')).toBeInTheDocument();
    expect(screen.getByText('Två nätter för en.')).toBeInTheDocument();
    expect(screen.getByText('Lästid 3 minuter')).toBeInTheDocument();
  });

  it('says minut for one minute, and nothing without a reading time', () => {
    const { rerender } = renderInRouter(<OfferCard offer={offer({ readingTime: 1 })} href="/x" />);
    expect(screen.getByText('Lästid 1 minut')).toBeInTheDocument();
    rerender(<OfferCard offer={offer({ readingTime: null })} href="/x" />);
    expect(screen.queryByText(/Lästid/)).not.toBeInTheDocument();
  });

  it('shows the type when the offer has no category name', () => {
    renderInRouter(<OfferCard offer={offer({ categoryId: null })} href="/x" />);
    expect(screen.getByText('Förmån')).toBeInTheDocument();
  });

  it('draws the picture from the webp and jpeg sizes, lazily, with its size set', () => {
    const { container } = renderInRouter(<OfferCard offer={offer()} href="/x" />);
    const image = screen.getByRole('img', { name: 'Ringmuren i kvällsljus' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '533');
    expect(image.getAttribute('srcset')).toContain('puff-01-800.jpg 800w');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      'http://localhost:4000/media/puff-01-400.webp 400w',
    );
  });

  it('falls back to the Swedish missing-description alt, and shows the broken-image icon', () => {
    const bare = offer({ puffImage: { ...offer().puffImage, imageDescription: null } });
    renderInRouter(<OfferCard offer={bare} href="/x" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bildbeskrivning saknas' }));
    expect(
      screen.getByRole('img', { name: 'Bilden kunde inte laddas: Bildbeskrivning saknas' }),
    ).toBeInTheDocument();
  });
});

describe('OfferGrid', () => {
  it('lists the cards under its name, eager images first, category names by id', () => {
    const offers = [offer(), offer({ id: 'b', title: 'Andra', categoryId: 'okänd' })];
    renderInRouter(
      <OfferGrid
        offers={offers}
        label="Förmåner"
        hrefOf={(o) => `/benefit/${o.id}`}
        categoryNames={new Map([['klubb-resor', 'Resor']])}
        eagerImages={1}
      />,
    );
    const list = screen.getByRole('list', { name: 'Förmåner' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Resor');
    expect(within(items[1]!).getByRole('link', { name: 'Andra' })).toHaveAttribute(
      'href',
      '/benefit/b',
    );
    const images = list.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('is rendered by the server up to its first screen, and whole by the client once hydrated', async () => {
    // Issue 33: the server renders the first screen's cards; hydration must find the same ones
    // (no mismatch), and the client then adds the rest, which it has the data of.
    const offers = Array.from({ length: 20 }, (_, i) =>
      offer({ id: `o-${i}`, title: `Erbjudande ${i}` }),
    );
    const grid = (
      <RuntimeProvider runtime={testRuntime()}>
        <MemoryRouter>
          <OfferGrid
            offers={offers}
            label="Förmåner"
            hrefOf={(o) => `/benefit/${o.id}`}
            categoryNames={new Map()}
          />
        </MemoryRouter>
      </RuntimeProvider>
    );
    const html = renderToString(grid);
    expect(html.match(/role="listitem"/g)).toHaveLength(FIRST_SCREEN_CARDS);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const serverFirst = container.querySelector('[role="listitem"]');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, grid as ReactNode, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    const list = screen.getByRole('list', { name: 'Förmåner' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    // Hydrated, not replaced: the server's first card is the page's.
    expect(container.querySelector('[role="listitem"]')).toBe(serverFirst);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('renders every card in a render of the client’s own (a navigation to the feed)', () => {
    const offers = Array.from({ length: 12 }, (_, i) => offer({ id: `n-${i}` }));
    renderInRouter(
      <OfferGrid
        offers={offers}
        label="Förmåner"
        hrefOf={(o) => `/benefit/${o.id}`}
        categoryNames={new Map()}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Förmåner' })).getAllByRole('listitem'),
    ).toHaveLength(12);
  });
});
