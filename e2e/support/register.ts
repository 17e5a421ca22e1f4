import { expect, type Page } from '@playwright/test';

import { textsOf } from './auth';
import { BRAND_A } from './brands';

const texts = textsOf(BRAND_A);

/** The password brand A's new members choose at set-up in these tests. */
export const SET_UP_PASSWORD = 'Klubb2026ny';

/**
 * From the sign-in screen: "Skapa konto" with e-mail and a typed personal number (brand A), then
 * set-up with name, phone, the password and a bank card, as a new member does on screen.
 */
export async function createAccountOnScreen(
  page: Page,
  email: string,
  pno: string,
  /** The bank card chosen at set-up: one of the list, or "Annat" and the card's first digits. */
  card: { name: string } | { otherDigits: string } = { name: 'Allkort' },
) {
  await page.getByRole('link', { name: texts.createAccount }).click();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Personnummer').fill(pno);
  await page.getByLabel(/Jag godkänner villkoren/).check();
  await page.getByRole('button', { name: texts.createAccount }).click();
  // Registration and sign-in hash passwords (scrypt): slow on a busy machine.
  await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Förnamn').fill('Test');
  await page.getByLabel('Efternamn').fill('Testsson');
  await page.getByLabel('Mobilnummer').fill('070-123 45 67');
  await page.getByLabel(texts.password, { exact: true }).fill(SET_UP_PASSWORD);
  if ('name' in card) {
    await page.getByRole('radio', { name: card.name }).check();
  } else {
    await page.getByRole('radio', { name: 'Annat' }).check();
    const boxes = page.getByRole('group', { name: 'De sex första siffrorna på ditt kort' });
    await boxes.getByRole('textbox').first().click();
    for (const digit of card.otherDigits) await page.keyboard.press(digit);
  }
  await page.getByRole('button', { name: texts.setUpSubmit }).click();
}
