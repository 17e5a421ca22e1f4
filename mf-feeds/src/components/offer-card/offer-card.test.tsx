import { fireEvent, screen } from '@testing-library/react';

import { offer, renderInRouter, setUpI18n } from '../../test/render';

import { OfferCard } from './offer-card';
import { OfferGrid } from './offer-grid';

beforeAll(setUpI18n);

describe('OfferCard', () => {
  it('links to its href, named by its title, with category, teaser and reading time', () => {
    renderInRouter(
      <OfferCard offer={offer()} href="/benefit/klubb-benefit-001" categoryName="Resor" />,
    );
    const link = screen.getByRole('link', { name: 'Weekend i Visby' });
    expect(link).toHaveAttribute('href', '/benefit/klubb-benefit-001');
    expect(link).toHaveTextContent('Resor');
    expect(link).toHaveTextContent('Två nätter för en.');
    expect(link).toHaveTextContent('Lästid 3 minuter');
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
    const links = list.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Resor');
    expect(links[1]).toHaveAttribute('href', '/benefit/b');
    const images = list.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
