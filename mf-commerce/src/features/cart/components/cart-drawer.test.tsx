import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { API_PATHS, type CartItem, type CartLine, type ShoppingCart } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';
import { installDialogMethods } from '@klubb/ui/testing';

import { renderWithProviders, setUpI18n } from '../../../test/render';

import { CartButton } from './cart-button';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

// The product API's cart calls, at the HTTP layer.
const testApi = setUpTestApi({
  getIdToken: async () => useSessionStore.getState().session?.idToken ?? null,
});
const cartIs = (cart: ShoppingCart) => testApi.answer('get', API_PATHS.getShoppingCart, cart);
const updateAnswers = (answer: (call: number) => unknown) =>
  testApi.answer('put', API_PATHS.updateShoppingCart, answer);
/** The lines each cart update sent, in order. */
const sentLines = () =>
  testApi
    .callsTo(API_PATHS.updateShoppingCart)
    .map((call) => (call.body as { shopingCartItemList: CartLine[] }).shopingCartItemList);

// A valid answer: the SDK's real client checks it against the contract.
const image = {
  imageDescription: null,
  width: 800,
  height: 533,
  jpeg: [{ width: 800, url: 'http://media.test/jazz-800.jpg' }],
  webp: [],
};
const ticket = (quantity: number): CartItem => ({
  offerId: 'klubb-live-001',
  offerType: 'live',
  offerTitle: 'Jazz i parken',
  offerPuffImage: image,
  itemVariantId: 'klubb-live-001-00s',
  itemVariantType: 'ticket',
  quantity,
  itemVariant: {
    id: 'klubb-live-001-00s',
    title: 'Parkett',
    description: '',
    images: [],
    price: { current: 450, original: null },
    currency: 'SEK',
    customFeeIdList: ['fee'],
    taxRates: [],
    purchaseCap: 4,
    date: { start: Date.UTC(2026, 11, 5, 18), end: Date.UTC(2026, 11, 5, 21) },
    location: { address: 'Parkgatan 1', zipCode: '111 11', city: 'Stockholm', mapUrl: '' },
  },
  itemVariantCustomFeeBuildRecord: {
    fee: { id: 'fee', name: 'Serviceavgift', price: { current: 29 } },
  },
});
const cartWith = (...items: CartItem[]): ShoppingCart => ({
  itemList: items,
  totalPrice: items.reduce((sum, item) => sum + 479 * item.quantity, 0),
  totalCustomFeePrice: items.reduce((sum, item) => sum + 29 * item.quantity, 0),
  totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
  currency: 'SEK',
});

beforeAll(async () => {
  installDialogMethods();
  await setUpI18n();
});
beforeEach(() => {
  useSessionStore.setState({
    session: {
      uid: 'seed-klubb-erik',
      idToken: 'token',
      refreshToken: 'refresh',
      expiresAt: Date.now() + 3.6e6,
    },
  });
});

async function openDrawer() {
  const user = userEvent.setup();
  renderWithProviders(<CartButton />);
  // The file's first cart answer comes after the SDK's first import: seconds on a busy machine.
  const button = await screen.findByRole(
    'button',
    { name: 'Varukorg, 2 varor' },
    { timeout: 5_000 },
  );
  await user.click(button);
  return { user, button, drawer: screen.getByRole('dialog', { name: 'Varukorg' }) };
}

describe('the cart drawer', () => {
  it('lists the lines with their variant and totals, and closes on Escape with focus back', async () => {
    cartIs(cartWith(ticket(2)));
    const { button, drawer } = await openDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const line = within(drawer).getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Jazz i parken' })).toHaveAttribute(
      'href',
      '/live/klubb-live-001',
    );
    expect(line).toHaveTextContent('Stockholm');
    expect(line).toHaveTextContent('Parkett');
    expect(line).toHaveTextContent('Serviceavgift');
    expect(within(line).getByRole('spinbutton', { name: 'Antal' })).toHaveValue('2');
    expect(drawer).toHaveTextContent(/Totalt\s*958\s*kr/);
    expect(within(drawer).getByRole('button', { name: 'Till kassan' })).toBeInTheDocument();
    // What the browser does on Escape in a modal dialog (jsdom has no top layer of its own).
    act(() => {
      fireEvent(drawer, new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows a new quantity at once, sends the difference, and keeps the server’s answer', async () => {
    cartIs(cartWith(ticket(2)));
    let answer: (cart: ShoppingCart) => void = () => undefined;
    updateAnswers(() => new Promise((resolve) => (answer = resolve)));
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Öka antalet' }));
    expect(within(drawer).getByRole('spinbutton')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Varukorg, 3 varor' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sentLines()).toEqual([
        [{ offerId: 'klubb-live-001', itemVariantId: 'klubb-live-001-00s', quantity: 1 }],
      ]),
    );
    answer(cartWith(ticket(3)));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Varukorg, 3 varor' })).toBeInTheDocument(),
    );
    expect(within(drawer).getByRole('spinbutton')).toHaveValue('3');
    expect(sentLines()).toHaveLength(1);
  });

  it('puts the cart back and says so when a change fails', async () => {
    cartIs(cartWith(ticket(2)));
    testApi.fail('put', API_PATHS.updateShoppingCart, {
      status: 500,
      code: 'internal',
      message: 'Internal error',
    });
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Ta bort Jazz i parken' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Något gick fel, försök igen senare.',
    );
    expect(within(drawer).getByRole('spinbutton')).toHaveValue('2');
    expect(sentLines()).toEqual([
      [{ offerId: 'klubb-live-001', itemVariantId: 'klubb-live-001-00s', quantity: 0 }],
    ]);
  });

  it('removes a line with the delete button and then says the cart is empty', async () => {
    cartIs(cartWith(ticket(2)));
    updateAnswers(() => cartWith());
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Ta bort Jazz i parken' }));
    expect(await within(drawer).findByText('Din varukorg är tom.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Till kassan' })).toBeNull();
  });

  // Issue 32 (screenshot review): a cart that had not come, or could not be fetched, was shown
  // as an empty one ("Din varukorg är tom."), a way on to the offers and no word of the failure.
  it('shows the cart on its way, never an empty cart, while it is fetched', async () => {
    testApi.answer('get', API_PATHS.getShoppingCart, () => new Promise(() => undefined));
    const user = userEvent.setup();
    renderWithProviders(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Varukorg' }));
    const drawer = screen.getByRole('dialog', { name: 'Varukorg' });
    expect(within(drawer).getByRole('status')).toHaveTextContent('Laddar');
    expect(drawer).not.toHaveTextContent('Din varukorg är tom.');
  });

  it('says the cart could not be fetched, and fetches it again on Try again', async () => {
    testApi.fail('get', API_PATHS.getShoppingCart, {
      status: 500,
      code: 'internal',
      message: 'Internal error',
    });
    const user = userEvent.setup();
    renderWithProviders(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Varukorg' }));
    const drawer = screen.getByRole('dialog', { name: 'Varukorg' });
    expect(await within(drawer).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Vi kunde inte hämta din varukorg.',
    );
    expect(drawer).not.toHaveTextContent('Din varukorg är tom.');
    cartIs(cartWith(ticket(2)));
    await user.click(within(drawer).getByRole('button', { name: 'Försök igen' }));
    expect(await within(drawer).findByRole('listitem')).toHaveTextContent('Parkett');
  });

  it('clamps a typed quantity to the purchase cap', async () => {
    cartIs(cartWith(ticket(2)));
    updateAnswers(() => cartWith(ticket(4)));
    const { user, drawer } = await openDrawer();
    const field = within(drawer).getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '9');
    await waitFor(() => expect(field).toHaveValue('4'));
    expect(sentLines().at(-1)).toEqual([
      { offerId: 'klubb-live-001', itemVariantId: 'klubb-live-001-00s', quantity: 2 },
    ]);
  });
});
