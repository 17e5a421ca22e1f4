import {
  bankIdPhone,
  dialog,
  expectContent,
  openSignIn,
  randomPersonalNumber,
  textsOf,
  uniqueEmail,
} from '../support/auth';
import { BRAND_A } from '../support/brands';
import { createAccountOnScreen, SET_UP_PASSWORD } from '../support/register';
import { expect, test, type Page } from '../support/test';

const texts = textsOf(BRAND_A);
const PASSWORD = SET_UP_PASSWORD;

/** Presses BankID on the sign-in screen and lets the member's phone sign as `personalNumber`. */
async function bankIdAs(page: Page, request: Parameters<typeof bankIdPhone>[0], pno: string) {
  await openSignIn(page, BRAND_A);
  await page.getByRole('button', { name: texts.bankId }).click();
  await expect(page.getByRole('img', { name: texts.qr })).toBeVisible();
  await bankIdPhone(request, page, 'sign', pno);
}

/** "Skapa konto" with e-mail and a typed personal number, set-up, and into the app. */
async function registerByTyping(page: Page, email: string, pno: string) {
  await openSignIn(page, BRAND_A);
  await createAccountOnScreen(page, email, pno);
  await expectContent(page, texts);
}

async function signOut(page: Page) {
  await page.goto(`${BRAND_A.url}/more`);
  await page.getByRole('button', { name: texts.signOut }).click();
  await expect(page.getByRole('button', { name: texts.signIn, exact: true })).toBeVisible();
}

// Issue 32 item 1 (ADR 017): BankID after a typed personal number was a dead end.
test.describe('BankID for an account whose number was typed (brand A)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the member proves the account with its password once; from then on BankID signs in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const pno = randomPersonalNumber();
    await registerByTyping(page, email, pno);
    await signOut(page);

    await bankIdAs(page, request, pno);
    // Not a dead end: the page offers to link BankID to the account the member already has.
    const link = page.getByRole('region', { name: 'Har du redan ett konto?' });
    await expect(link).toBeVisible();
    await link.getByLabel(texts.email, { exact: true }).fill(email);
    await link.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
    await link.getByRole('button', { name: 'Logga in och koppla BankID' }).click();
    await expectContent(page, texts);

    // From now on BankID signs in, straight into the app.
    await signOut(page);
    await bankIdAs(page, request, pno);
    await expectContent(page, texts);
    await expect(page).not.toHaveURL(/createaccount/);
  });

  test('registering again with BankID and the own e-mail leads to the link, not a dead end', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const pno = randomPersonalNumber();
    await registerByTyping(page, email, pno);
    await signOut(page);

    await bankIdAs(page, request, pno);
    await expect(page.getByLabel('Personnummer')).toHaveValue(pno);
    const create = page.getByRole('form', { name: 'Eller skapa ett nytt konto' });
    await create.getByLabel('E-post').fill(email);
    await create.getByLabel(/Jag godkänner villkoren/).check();
    await create.getByRole('button', { name: texts.createAccount }).click();
    // The e-mail is the member's own account: the page says so and leads to the link.
    await expect(dialog(page)).toContainText('Logga in nedan med kontots lösenord');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    const link = page.getByRole('region', { name: 'Har du redan ett konto?' });
    await expect(link.getByLabel(texts.email, { exact: true })).toHaveValue(email);
    await link.getByLabel(texts.password, { exact: true }).fill('Fel2026fel');
    await link.getByRole('button', { name: 'Logga in och koppla BankID' }).click();
    await expect(dialog(page)).toContainText(texts.wrongCredentials);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await link.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
    await link.getByRole('button', { name: 'Logga in och koppla BankID' }).click();
    await expectContent(page, texts);
  });

  test('someone who typed another person’s number gains nothing; the holder registers', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const pno = randomPersonalNumber();
    await registerByTyping(page, uniqueEmail(testInfo), pno);
    await signOut(page);

    // The holder identifies with BankID in their own browser and creates their own account.
    const holder = await browser.newPage();
    await bankIdAs(holder, request, pno);
    await expect(holder.getByLabel('Personnummer')).toHaveValue(pno);
    const create = holder.getByRole('form', { name: 'Eller skapa ett nytt konto' });
    await create.getByLabel('E-post').fill(uniqueEmail(testInfo));
    await create.getByLabel(/Jag godkänner villkoren/).check();
    await create.getByRole('button', { name: texts.createAccount }).click();
    await expect(holder.getByRole('heading', { name: texts.setUpTitle })).toBeVisible({
      timeout: 20_000,
    });
    await holder.close();

    // BankID with that number now signs into the holder's account: it is in set-up, the
    // squatter's account was finished.
    await bankIdAs(page, request, pno);
    await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible();
  });
});
