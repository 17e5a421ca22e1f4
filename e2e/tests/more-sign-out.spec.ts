import {
  SEED_PASSWORD,
  expectContent,
  hasKeptSession,
  openSignIn,
  submitPassword,
  textsOf,
} from '../support/auth';
import { BRAND_A } from '../support/brands';
import { expect, test } from '../support/test';

test('a signed-in member signs out from the More page and is back at sign-in', async ({
  page,
}, testInfo) => {
  const texts = textsOf(BRAND_A);
  // Each viewport signs in its own seeded member, so parallel runs do not share a session.
  const email = testInfo.project.name === 'phone' ? 'anna@klubb.example' : 'erik@klubb.example';
  await openSignIn(page, BRAND_A);
  await submitPassword(page, texts, email, SEED_PASSWORD);
  await expectContent(page, texts);
  await page.goto(`${BRAND_A.url}/more`);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BRAND_A.url}/`);
  expect(await hasKeptSession(page)).toBe(false);
});
