// Issue 32 item 6: creating an account from the waiting list or a members-only offer ends where
// the member started, as signing in already does, not on Home.
import { randomPersonalNumber, textsOf, uniqueEmail } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { createAccountOnScreen } from '../support/register';
import { expect, test } from '../support/test';

const texts = textsOf(BRAND_A);

test.describe('a new member comes back to where they started', () => {
  test.describe.configure({ timeout: 90_000 });

  test('from a members-only offer: sign in → Skapa konto → set-up → the offer', async ({
    page,
  }, testInfo) => {
    const offer = `${BRAND_A.url}/benefit/klubb-benefit-004`;
    await page.goto(offer);
    await expect(page.getByText('Du måste vara inloggad för att se erbjudandet.')).toBeVisible();
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await createAccountOnScreen(page, uniqueEmail(testInfo), randomPersonalNumber());
    await expect(page).toHaveURL(offer, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Rabattkod' })).toBeVisible();
  });

  test('from the waiting list: join → sign in? yes → Skapa konto → set-up → the offer', async ({
    page,
  }, testInfo) => {
    const offer = `${BRAND_A.url}/live/klubb-live-002`;
    await page.goto(offer);
    await page.getByRole('button', { name: 'Ställ dig på väntelistan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
    await createAccountOnScreen(page, uniqueEmail(testInfo), randomPersonalNumber());
    await expect(page).toHaveURL(offer, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Välj biljett' })).toBeVisible();
  });
});
