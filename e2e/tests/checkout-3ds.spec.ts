import { BRAND_A } from '../support/brands';
import { CARDS, cartButton, offerOf, ordersOf, payByCard, putCart } from '../support/checkout';
import { signInNewMemberOfBrandA } from '../support/members';
import { expect, test, type Page } from '../support/test';

// Issue 32 item 12 and issue 35: a card that needs 3-D Secure (Stripe's 4000 0027 6000 3184) is
// not refused and does not simply pay. As with Stripe.js, the bank's page opens over the checkout;
// failing it says the card was declined, closing it says cancelled, and completing it pays: the
// order (made from the provider's webhook) exists once. Each project has a member of its own.
const MEMBER = { firstName: 'Siv', lastName: 'Säker', password: 'Kassa2026go' };
const GOODS = { offerId: 'klubb-benefit-006', itemVariantId: 'klubb-benefit-006-s' };

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Kassa' });
const bankDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Bekräfta betalningen hos din bank' });
/** A button of the stand-in's bank page, inside the modal's frame. */
const bankButton = (page: Page, name: RegExp) =>
  bankDialog(page).frameLocator('iframe').getByRole('button', { name });

test('a 3-D Secure card: the bank’s step fails, is cancelled, then passes and pays once', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInNewMemberOfBrandA(page, request, testInfo, MEMBER);
  const goods = await offerOf(request, GOODS.offerId);
  await putCart(request, session, [{ ...GOODS, quantity: 1 }]);
  await page.goto(`${BRAND_A.url}/checkout`);
  const checkout = checkoutDialog(page);

  // The bank refuses: the modal closes and the spec's message is shown; nothing is bought.
  await payByCard(page, CARDS.threeDSecure);
  await expect(bankDialog(page)).toBeVisible();
  await expect(bankDialog(page).getByRole('heading')).toHaveText(
    'Bekräfta betalningen hos din bank',
  );
  await bankButton(page, /^Fail authentication/).click();
  await expect(bankDialog(page)).toBeHidden();
  await expect(checkout.getByRole('alert')).toHaveText('Kortet nekades.');
  expect(await ordersOf(request, session)).toEqual([]);

  // The member closes the bank's step (Escape, as the close button): cancelled.
  await payByCard(page, CARDS.threeDSecure);
  await expect(bankButton(page, /^Complete authentication/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bankDialog(page)).toBeHidden();
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('alert')).toHaveText('Avbrutet.');
  expect(await ordersOf(request, session)).toEqual([]);

  // The bank confirms: the payment goes through and the receipt shows the one order.
  await payByCard(page, CARDS.threeDSecure);
  await bankButton(page, /^Complete authentication/).click();
  await expect(bankDialog(page)).toBeHidden();
  const receipt = checkout.getByRole('region', { name: 'Tack för ditt köp!' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(goods.title);
  const orders = await ordersOf(request, session);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentMethod: 'card' });
  // The short order number (issue 32), as the receipt shows it.
  await expect(receipt).toContainText(
    (orders[0]?.id ?? 'no order')
      .replace(/^order-/, '')
      .slice(0, 8)
      .toUpperCase(),
  );
  await checkout.getByRole('button', { name: 'Stäng kassan' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 0 varor');
  expect(await ordersOf(request, session)).toHaveLength(1);
});
