import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { API } from './auth';
import { memberHeaders, type Session } from './members';

/** The payment stand-in's test cards (PROTOCOLS.md §4.4). */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  badLuhn: '4242 4242 4242 4241',
  /** Asks for 3-D Secure (docs.stripe.com/testing: "authenticate unless set up"). */
  threeDSecure: '4000 0027 6000 3184',
};

export interface CartLineInput {
  offerId: string;
  itemVariantId: string;
  quantity: number;
}

export async function putCart(
  request: APIRequestContext,
  session: Session,
  lines: CartLineInput[],
): Promise<void> {
  const response = await request.put(`${API}/v1/update/user/shopping_cart`, {
    headers: memberHeaders(session),
    data: { shopingCartItemList: lines },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface OfferDetail {
  title: string;
  itemVariantList: { id: string; title: string }[];
  itemVariantAvailability: Record<string, number> | null;
}

export async function offerOf(request: APIRequestContext, id: string): Promise<OfferDetail> {
  const response = await request.get(`${API}/v1/get/offer?id=${id}&getAvailability=true`, {
    headers: { 'X-App-Url': 'http://localhost:3000' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OfferDetail;
}

export const availableOf = async (request: APIRequestContext, offerId: string, variant: string) =>
  (await offerOf(request, offerId)).itemVariantAvailability?.[variant];

export interface OrderSummary {
  id: string;
  paymentMethod: string;
  ticketCount: number;
  itemList: { itemVariantId: string; quantity: number }[];
}

export async function ordersOf(
  request: APIRequestContext,
  session: Session,
): Promise<OrderSummary[]> {
  const response = await request.get(`${API}/v1/get_list/order_history`, {
    headers: memberHeaders(session),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderSummary[];
}

/** Buys the cart through the API and the stand-in, as the card form does, until the order exists. */
export async function buyCartByApi(request: APIRequestContext, session: Session): Promise<void> {
  const created = await request.post(`${API}/v1/payment/checkout`, {
    headers: memberHeaders(session),
    data: { testMode: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, clientSecret } = (await created.json()) as { id: string; clientSecret: string };
  const paid = await request.post(`${API}/api.stripe.com/v1/payment_pages/${id}/confirm`, {
    form: {
      key: 'pk_test_local_klubb',
      client_secret: clientSecret,
      'payment_method_data[billing_details][name]': 'Test Köpare',
      'payment_method_data[billing_details][email]': 'kopare@klubb.example',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect
    .poll(async () => {
      const status = await request.get(
        `${API}/v1/get/checkout/session?stripeCheckoutSessionId=${id}`,
        { headers: memberHeaders(session) },
      );
      return ((await status.json()) as { order: unknown }).order !== null;
    })
    .toBe(true);
}

/** The header's cart button (it opens the drawer). */
export const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Varukorg/ });

/** Fills the stand-in's card form of the open checkout and pays. */
export async function payByCard(page: Page, number: string): Promise<void> {
  const checkout = page.getByRole('dialog', { name: 'Kassa' });
  await checkout.getByLabel('Namn på kortet').fill('Test Köpare');
  await checkout.getByLabel('E-post').fill('kopare@klubb.example');
  await checkout.getByLabel('Kortnummer').fill(number);
  await checkout.getByLabel('Utgångsmånad (MM)').fill('12');
  await checkout.getByLabel('Utgångsår (ÅÅ)').fill('34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Betala/ }).click();
}

/**
 * On an event's offer page, chooses the first city, the first time and the ordinary ticket in the
 * ticket picker (Swedish, brand A), as a member about to buy or add to the calendar would.
 */
export async function chooseOrdinaryTicket(page: Page): Promise<void> {
  const picker = page.getByRole('region', { name: 'Välj biljett' });
  await picker.getByRole('group', { name: 'Stad' }).getByRole('button').first().click();
  await picker.getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  await picker
    .getByRole('group', { name: 'Biljettyp' })
    .getByRole('button', { name: /^Ordinarie/ })
    .click();
}
