import { fireEvent, render, screen } from '@testing-library/react';

import { createI18n, initI18n } from '@klubb/i18n';

import { ImageView } from './image-view';

beforeAll(async () => {
  await initI18n(createI18n(), 'sv');
});

const image = {
  jpeg: [{ width: 400, url: 'http://localhost:4000/media/a-400.jpg' }],
  webp: [{ width: 400, url: 'http://localhost:4000/media/a-400.webp' }],
  width: 400,
  height: 300,
  imageDescription: null,
};

describe('ImageView', () => {
  it('falls back to the Swedish missing-description text as alt', () => {
    render(<ImageView image={image} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Bildbeskrivning saknas' })).toBeInTheDocument();
  });

  it('reads an image that loaded before it was hydrated from the element: no skeleton left', () => {
    const complete = jest
      .spyOn(HTMLImageElement.prototype, 'complete', 'get')
      .mockReturnValue(true);
    const width = jest
      .spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get')
      .mockReturnValue(400);
    try {
      const { container } = render(<ImageView image={image} sizes="100vw" />);
      expect(container.querySelector('[data-image-status]')).toHaveAttribute(
        'data-image-status',
        'loaded',
      );
    } finally {
      [complete, width].forEach((spy) => spy.mockRestore());
    }
  });

  it('an image still loading keeps its skeleton until it loads', () => {
    const { container } = render(<ImageView image={image} sizes="100vw" />);
    const frame = container.querySelector('[data-image-status]');
    expect(frame).toHaveAttribute('data-image-status', 'loading');
  });

  it('shows the broken-image placeholder when the image fails', () => {
    render(<ImageView image={{ ...image, imageDescription: 'En katt' }} sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'En katt' }));
    expect(
      screen.getByRole('img', { name: 'Bilden kunde inte laddas: En katt' }),
    ).toBeInTheDocument();
  });
});
