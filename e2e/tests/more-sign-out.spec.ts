import { hasKeptSession, textsOf } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { signInSeededMember } from '../support/more';
import { expect, test } from '../support/test';

test('a signed-in member signs out from the More page and is back at sign-in', async ({
  page,
}, testInfo) => {
  // A session of its own (signed in at the API), not the run's kept one: signing out revokes it.
  await signInSeededMember(page, BRAND_A, testInfo);
  await page.goto(`${BRAND_A.url}/more`);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  const texts = textsOf(BRAND_A);
  await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BRAND_A.url}/`);
  expect(await hasKeptSession(page)).toBe(false);
});
