import { fireEvent, render, screen } from '@testing-library/react';

import { initI18n } from '@klubb/i18n';

import { Dialog } from './dialog';
import { ImageView } from './image-view';

beforeAll(async () => {
  await initI18n('sv');
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

  it('shows the broken-image placeholder when the image fails', () => {
    render(<ImageView image={{ ...image, imageDescription: 'En katt' }} sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'En katt' }));
    expect(
      screen.getByRole('img', { name: 'Bilden kunde inte laddas: En katt' }),
    ).toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('is hidden without a message or children, and when hide is set', () => {
    const { container, rerender } = render(<Dialog onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Dialog message="Hej" hide onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('answers Yes and No when it asks to confirm', () => {
    const onClose = jest.fn();
    render(<Dialog message="Radera kontot?" confirm onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nej', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja', hidden: true }));
    expect(onClose.mock.calls).toEqual([[false], [true]]);
  });
});
