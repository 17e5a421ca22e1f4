import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installDialogMethods } from '@klubb/ui/testing';

import { TICKETS } from '../../../test/fixtures';
import { setUpI18n } from '../../../test/render';

import { AddToCartDialog, type AddToCartDialogProps } from './add-to-cart-dialog';

beforeAll(async () => {
  installDialogMethods();
  await setUpI18n();
});

const fees = {
  'klubb-fee-service': { id: 'klubb-fee-service', name: 'Serviceavgift', price: { current: 29 } },
};
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

function renderDialog(overrides: Partial<AddToCartDialogProps> = {}) {
  const props: AddToCartDialogProps = {
    open: true,
    variant: TICKETS[0]!,
    maximum: 4,
    fees,
    busy: false,
    onClose: jest.fn(),
    onAdd: jest.fn(),
    ...overrides,
  };
  const view = render(<AddToCartDialog {...props} />);
  return { ...view, props };
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Antal' });

describe('AddToCartDialog', () => {
  it('shows the item, its price with VAT and fees, and starts at quantity 1', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Lägg i varukorgen' })).toBeInTheDocument();
    expect(screen.getByText('Ordinarie, Göteborg')).toBeInTheDocument();
    expect(quantity()).toHaveValue('1');
    expect(plain(screen.getByText(/^Totalt/).textContent)).toBe(
      'Totalt 424 kr inkl. moms varav moms 22,36 kr',
    );
    expect(screen.getByText('Serviceavgift 29 kr per st tillkommer')).toBeInTheDocument();
  });

  it('clamps the quantity to the maximum and adds what was chosen, then starts over at 1', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    await user.clear(quantity());
    await user.type(quantity(), '9');
    expect(plain(screen.getByText(/^Totalt/).textContent)).toMatch(/^Totalt 1 696 kr/);
    await user.click(screen.getByRole('button', { name: 'Lägg i varukorgen' }));
    expect(props.onAdd).toHaveBeenCalledWith(4);
    expect(quantity()).toHaveValue('1');
  });

  it('resets non-numeric input to 1, and the quantity to 1 when closed', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Öka antal' }));
    expect(quantity()).toHaveValue('2');
    await user.clear(quantity());
    await user.type(quantity(), 'många');
    await user.tab();
    expect(quantity()).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Öka antal' }));
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(props.onClose).toHaveBeenCalled();
    expect(quantity()).toHaveValue('1');
  });

  it('is a dialog named by its title while open, and nothing while closed', () => {
    const { rerender, props } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Lägg i varukorgen' })).toBeInTheDocument();
    rerender(<AddToCartDialog {...props} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and then starts over at 1', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Öka antal' }));
    const dialog = screen.getByRole('dialog', { name: 'Lägg i varukorgen' });
    // Escape makes a browser fire `cancel` on the modal dialog; jsdom has no such default action.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(props.onClose).toHaveBeenCalled();
    expect(quantity()).toHaveValue('1');
  });

  it('cannot add while adding', () => {
    renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Lägger i varukorgen…' })).toBeDisabled();
  });
});
