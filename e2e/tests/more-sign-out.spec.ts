import { hasKeptSession, textsOf } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { signInProjectMember } from '../support/members';
import { expect, test } from '../support/test';

test('a signed-in member signs out from the More page and is back at sign-in', async ({
  page,
}, testInfo) => {
  await signInProjectMember(page, testInfo);
  await page.goto(`${BRAND_A.url}/more`);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  const texts = textsOf(BRAND_A);
  await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BRAND_A.url}/`);
  expect(await hasKeptSession(page)).toBe(false);
});
