import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { createI18n, initI18n } from '@klubb/i18n';

import { installDialogMethods } from '../testing/dialog';

import { Button } from './button';
import { Dialog } from './dialog';

beforeAll(async () => {
  installDialogMethods();
  await initI18n(createI18n(), 'sv');
});

/** Escape makes a browser fire `cancel` on a modal dialog; jsdom has no such default action. */
const escape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

/** An opener button and the dialog it opens; closing it hides (`hide`) or removes it. */
function Opener({ removes }: { removes: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog title="Köp" hide={!open} onClose={() => setOpen(false)}>
      <input aria-label="Antal" />
    </Dialog>
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>{'Öppna'}</Button>
      {removes && !open ? null : dialog}
    </>
  );
}

describe('Dialog', () => {
  it('is hidden without a message or children, and when hide is set', () => {
    const { container, rerender } = render(<Dialog onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Dialog message="Hej" hide onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('answers Yes and No when it asks to confirm, and No on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Dialog message="Radera kontot?" confirm onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Radera kontot?' });
    await user.click(screen.getByRole('button', { name: 'Nej' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    escape(dialog);
    expect(onClose.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('is named by its title and described by its message', () => {
    render(<Dialog title="Tillagt" message="2 st ligger nu i varukorgen." onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Tillagt' })).toHaveAccessibleDescription(
      '2 st ligger nu i varukorgen.',
    );
  });

  it('shows its own actions in place of OK', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onAdd = jest.fn();
    render(
      <Dialog
        title="Lägg i varukorgen"
        onClose={onClose}
        actions={<Button onClick={onAdd}>{'Lägg till'}</Button>}
      >
        <p>{'Ordinarie'}</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lägg i varukorgen' });
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(onAdd).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    escape(dialog);
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it.each([
    ['hidden', false],
    ['removed', true],
  ])('gives focus back to its opener when %s', async (_, removes) => {
    const user = userEvent.setup();
    render(<Opener removes={removes} />);
    const opener = screen.getByRole('button', { name: 'Öppna' });
    opener.focus();
    await user.click(opener);
    // A browser's showModal() moves focus in; jsdom's stand-in does not, so the test does.
    screen.getByRole('textbox', { name: 'Antal' }).focus();
    escape(screen.getByRole('dialog', { name: 'Köp' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
