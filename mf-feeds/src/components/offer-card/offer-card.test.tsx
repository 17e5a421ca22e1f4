import { fireEvent, screen, within } from '@testing-library/react';

import { offer, renderInRouter, setUpI18n } from '../../test/render';

import { OfferCard } from './offer-card';
import { OfferGrid } from './offer-grid';

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
});
