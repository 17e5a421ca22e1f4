import { act, screen, waitFor, within } from '@testing-library/react';

import type { ShoppingCart } from '@klubb/contracts';
import { ApiError } from '@klubb/sdk';
import { useSessionStore } from '@klubb/session';

import { renderWithProviders, setUpI18n } from '../../../test/render';

import { CartButton } from './cart-button';

// The SDK boundary: the product API's cart call.
const fakeApi = { getShoppingCart: jest.fn<Promise<ShoppingCart>, [AbortSignal?]>() };
jest.mock('@klubb/sdk', () => ({
  ...jest.requireActual('@klubb/sdk'),
  api: () => fakeApi,
}));

const cartOf = (totalQuantity: number): ShoppingCart => ({
  itemList: [],
  totalPrice: 0,
  totalCustomFeePrice: 0,
  totalQuantity,
  currency: 'SEK',
});

function signInAs(uid: string | null) {
  useSessionStore.setState({
    session: uid
      ? { uid, idToken: `token-${uid}`, refreshToken: 'refresh', expiresAt: Date.now() + 3.6e6 }
      : null,
  });
}

const cartLink = () => screen.getByRole('button', { name: /^Varukorg/ });
/** The badge is hidden from assistive technology (the count is in the name): found by its text. */
const badge = () => within(cartLink()).queryByText(/^\d+\+?$/);

beforeAll(setUpI18n);
beforeEach(() => {
  fakeApi.getShoppingCart.mockReset();
  signInAs(null);
});

describe('CartButton', () => {
  it('asks for no cart and shows no badge for an anonymous visitor', async () => {
    renderWithProviders(<CartButton />);
    expect(cartLink()).toHaveAccessibleName('Varukorg');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fakeApi.getShoppingCart).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
  });

  it('shows a signed-in member’s cart quantity in the badge and the button’s name', async () => {
    signInAs('seed-klubb-anna');
    fakeApi.getShoppingCart.mockResolvedValue(cartOf(3));
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 3 varor'));
    expect(badge()).toHaveTextContent(/^3$/);
  });

  it('says one item in the singular, and shows 99+ above 99', async () => {
    signInAs('seed-klubb-anna');
    fakeApi.getShoppingCart.mockResolvedValueOnce(cartOf(1)).mockResolvedValueOnce(cartOf(120));
    const { client } = renderWithProviders(<CartButton />);
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 1 vara'));
    expect(badge()).toHaveTextContent(/^1$/);
    await act(() => client.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 120 varor'));
    expect(badge()).toHaveTextContent(/^99\+$/);
  });

  it('asks again and follows when something invalidates the ["cart"] prefix', async () => {
    signInAs('seed-klubb-anna');
    fakeApi.getShoppingCart.mockResolvedValueOnce(cartOf(2)).mockResolvedValueOnce(cartOf(4));
    const { client } = renderWithProviders(<CartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent(/^2$/));
    // What mf-offer's add-to-cart does after writing the cart.
    await act(() => client.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(badge()).toHaveTextContent(/^4$/));
    expect(cartLink()).toHaveAccessibleName('Varukorg, 4 varor');
    expect(fakeApi.getShoppingCart).toHaveBeenCalledTimes(2);
  });

  it('shows no badge for an empty cart', async () => {
    signInAs('seed-klubb-anna');
    fakeApi.getShoppingCart.mockResolvedValue(cartOf(0));
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 0 varor'));
    expect(badge()).toBeNull();
  });

  it('shows no badge and no error when the cart cannot be read, and stops asking', async () => {
    signInAs('seed-klubb-anna');
    fakeApi.getShoppingCart.mockRejectedValue(
      new ApiError({ status: 500, code: 'internal', message: 'Internal error' }),
    );
    renderWithProviders(<CartButton />);
    // One retry for a server error (after TanStack's 1 s back-off), then no more.
    await waitFor(() => expect(fakeApi.getShoppingCart).toHaveBeenCalledTimes(2), {
      timeout: 3000,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(fakeApi.getShoppingCart).toHaveBeenCalledTimes(2);
    expect(cartLink()).toHaveAccessibleName('Varukorg');
    expect(badge()).toBeNull();
  });

  it('does not retry a refusal, and hides a count it can no longer confirm', async () => {
    signInAs('seed-klubb-anna');
    fakeApi.getShoppingCart
      .mockResolvedValueOnce(cartOf(5))
      .mockRejectedValue(
        new ApiError({ status: 403, code: 'user/onboarding-incomplete', message: 'Set-up' }),
      );
    const { client } = renderWithProviders(<CartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent(/^5$/));
    await act(() => client.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(badge()).toBeNull());
    expect(cartLink()).toHaveAccessibleName('Varukorg');
    expect(fakeApi.getShoppingCart).toHaveBeenCalledTimes(2);
  });

  it('never shows the previous member’s count: the cart is read per member', async () => {
    signInAs('seed-klubb-anna');
    let answer: (cart: ShoppingCart) => void = () => undefined;
    fakeApi.getShoppingCart
      .mockResolvedValueOnce(cartOf(7))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent(/^7$/));

    act(() => signInAs(null));
    expect(badge()).toBeNull();
    expect(cartLink()).toHaveAccessibleName('Varukorg');

    act(() => signInAs('seed-klubb-erik'));
    // Erik's cart is still on its way: Anna's 7 is not shown meanwhile.
    await waitFor(() => expect(fakeApi.getShoppingCart).toHaveBeenCalledTimes(2));
    expect(badge()).toBeNull();
    act(() => answer(cartOf(1)));
    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
  });
});
