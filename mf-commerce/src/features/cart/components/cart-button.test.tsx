import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';

import type { ShoppingCart } from '@klubb/contracts';
import { API_PATHS } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';
import { HttpResponse, setUpTestApi } from '@klubb/sdk/testing';

import { renderWithProviders, setUpI18n } from '../../../test/render';

import { CartButton } from './cart-button';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

// The product API at the HTTP layer: the member's token goes as the SDK sends it.
const testApi = setUpTestApi({
  getIdToken: async () => useSessionStore.getState().session?.idToken ?? null,
});
const CART = API_PATHS.getShoppingCart;
/** Answers the cart calls in turn with these quantities (the last one from then on). */
const cartsOf = (...quantities: number[]) =>
  testApi.answer('get', CART, (call) =>
    cartOf(quantities[Math.min(call, quantities.length) - 1] ?? 0),
  );
const cartCalls = () => testApi.callsTo(CART);
/** The member's cart query (keyed under the ["cart"] prefix). */
const cartQuery = (client: QueryClient) =>
  client.getQueryCache().find({ queryKey: ['cart'], exact: false });

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
beforeEach(() => signInAs(null));

describe('CartButton', () => {
  it('asks for no cart and shows no badge for an anonymous visitor', () => {
    const { client } = renderWithProviders(<CartButton />);
    expect(cartLink()).toHaveAccessibleName('Varukorg');
    // The cart query is switched off without a member: nothing is fetching or will fetch.
    expect(client.isFetching()).toBe(0);
    expect(client.getQueryCache().findAll({ queryKey: ['cart'], fetchStatus: 'fetching' })).toEqual(
      [],
    );
    expect(cartCalls()).toHaveLength(0);
    expect(badge()).toBeNull();
  });

  it('shows a signed-in member’s cart quantity in the badge and the button’s name', async () => {
    signInAs('seed-klubb-anna');
    cartsOf(3);
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 3 varor'));
    expect(badge()).toHaveTextContent(/^3$/);
    expect(cartCalls()[0]?.authorization).toBe('Bearer token-seed-klubb-anna');
  });

  it('says one item in the singular, and shows 99+ above 99', async () => {
    signInAs('seed-klubb-anna');
    cartsOf(1, 120);
    const { client } = renderWithProviders(<CartButton />);
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 1 vara'));
    expect(badge()).toHaveTextContent(/^1$/);
    await act(() => client.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 120 varor'));
    expect(badge()).toHaveTextContent(/^99\+$/);
  });

  it('asks again and follows when something invalidates the ["cart"] prefix', async () => {
    signInAs('seed-klubb-anna');
    cartsOf(2, 4);
    const { client } = renderWithProviders(<CartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent(/^2$/));
    // What mf-offer's add-to-cart does after writing the cart.
    await act(() => client.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(badge()).toHaveTextContent(/^4$/));
    expect(cartLink()).toHaveAccessibleName('Varukorg, 4 varor');
    expect(cartCalls()).toHaveLength(2);
  });

  it('shows no badge for an empty cart', async () => {
    signInAs('seed-klubb-anna');
    cartsOf(0);
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Varukorg, 0 varor'));
    expect(badge()).toBeNull();
  });

  it('shows no badge and no error when the cart cannot be read, and stops asking', async () => {
    signInAs('seed-klubb-anna');
    testApi.fail('get', CART, { status: 500, code: 'internal', message: 'Internal error' });
    const { client } = renderWithProviders(<CartButton />);
    // One retry for a server error (after TanStack's 1 s back-off), then the query settles in
    // its error state: an idle query in error schedules no more calls.
    await waitFor(() => expect(cartQuery(client)?.state.status).toBe('error'), { timeout: 3000 });
    expect(cartQuery(client)?.state.fetchStatus).toBe('idle');
    expect(cartCalls()).toHaveLength(2);
    expect(cartLink()).toHaveAccessibleName('Varukorg');
    expect(badge()).toBeNull();
  });

  it('does not retry a refusal, and hides a count it can no longer confirm', async () => {
    signInAs('seed-klubb-anna');
    testApi.answer('get', CART, (call) =>
      call === 1
        ? cartOf(5)
        : HttpResponse.json(
            { status: 403, code: 'user/onboarding-incomplete', message: 'Set-up' },
            { status: 403 },
          ),
    );
    const { client } = renderWithProviders(<CartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent(/^5$/));
    await act(() => client.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(badge()).toBeNull());
    expect(cartLink()).toHaveAccessibleName('Varukorg');
    expect(cartQuery(client)?.state.fetchStatus).toBe('idle');
    expect(cartCalls()).toHaveLength(2);
  });

  it('never shows the previous member’s count: the cart is read per member', async () => {
    signInAs('seed-klubb-anna');
    let answer: (cart: ShoppingCart) => void = () => undefined;
    const eriksCart = new Promise<ShoppingCart>((resolve) => (answer = resolve));
    testApi.answer('get', CART, (call) => (call === 1 ? cartOf(7) : eriksCart));
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent(/^7$/));

    act(() => signInAs(null));
    expect(badge()).toBeNull();
    expect(cartLink()).toHaveAccessibleName('Varukorg');

    act(() => signInAs('seed-klubb-erik'));
    // Erik's cart is still on its way: Anna's 7 is not shown meanwhile.
    await waitFor(() => expect(cartCalls()).toHaveLength(2));
    expect(cartCalls()[1]?.authorization).toBe('Bearer token-seed-klubb-erik');
    expect(badge()).toBeNull();
    act(() => answer(cartOf(1)));
    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
  });
});
