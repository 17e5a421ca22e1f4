import {
  bankIdPhone,
  openSignIn,
  randomPersonalNumber,
  textsOf,
  uniqueEmail,
} from '../support/auth';
import { BRAND_A } from '../support/brands';
import { expect, test } from '../support/test';

const texts = textsOf(BRAND_A);

// Issue 32 (rough): BankID gives the holder's names (completionData.user), yet set-up asked for
// them as if nobody knew them.
test.describe('BankID registration (brand A)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('set-up shows the names BankID gave, filled in', async ({ page, request }, testInfo) => {
    const pno = randomPersonalNumber();
    await openSignIn(page, BRAND_A);
    await page.getByRole('button', { name: texts.bankId }).click();
    await expect(page.getByRole('img', { name: texts.qr })).toBeVisible();
    await bankIdPhone(request, page, 'sign', pno, { givenName: 'Åsa', surname: 'Öberg' });

    await expect(page.getByLabel('Personnummer')).toHaveValue(pno);
    const create = page.getByRole('form', { name: 'Eller skapa ett nytt konto' });
    await create.getByLabel('E-post').fill(uniqueEmail(testInfo));
    await create.getByLabel(/Jag godkänner villkoren/).check();
    await create.getByRole('button', { name: texts.createAccount }).click();

    // Registration hashes a password (scrypt): slow on a busy machine.
    await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Förnamn')).toHaveValue('Åsa');
    await expect(page.getByLabel('Efternamn')).toHaveValue('Öberg');
  });
});
