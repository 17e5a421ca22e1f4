// Issue 32 item 11: a wrong bank-card prefix at set-up said "Ogiltig värvningskod" (a referral
// code, which brand A's members are never asked for).
import { dialog, openSignIn, randomPersonalNumber, uniqueEmail } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { createAccountOnScreen } from '../support/register';
import { expect, test } from '../support/test';

test('an unknown bank card’s first digits are called what they are', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openSignIn(page, BRAND_A);
  await createAccountOnScreen(page, uniqueEmail(testInfo), randomPersonalNumber(), {
    otherDigits: '123456',
  });
  await expect(dialog(page)).toContainText(
    'Vi känner inte igen kortet. Kontrollera de sex första siffrorna på ditt bankkort.',
    { timeout: 20_000 },
  );
  await expect(dialog(page)).not.toContainText('värvningskod');
});
