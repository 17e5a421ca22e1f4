import {
  API,
  dialog,
  openSignIn,
  registerByApi,
  resetLinkOf,
  submitPassword,
  textsOf,
  uniqueEmail,
} from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

const NEW_PASSWORD = 'Återställd2026';

for (const brand of [BRAND_A, BRAND_B]) {
  const texts = textsOf(brand);

  test(`${brand.name}: forgot and reset password, then the used link has expired`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Three scrypt hashes (registration, the new password, the sign-in) and six page loads in two
    // tabs: a trace on a loaded machine spent 33 s on them, each hash 2–5 s, with nothing hung.
    testInfo.setTimeout(60_000);
    const email = uniqueEmail(testInfo);
    await registerByApi(request, brand, email);
    await openSignIn(page, brand);
    await page.getByRole('link', { name: texts.forgotPassword }).click();
    await expect(page).toHaveURL(`${brand.url}/forgotpassword`);

    const emailField = page.getByLabel(texts.email, { exact: true });
    await emailField.fill(`nobody.${email}`);
    await page.getByRole('button', { name: texts.sendLink }).click();
    await expect(dialog(page)).toContainText(texts.noSuchUser);
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    await emailField.fill(email);
    await emailField.press('Enter');
    await expect(dialog(page)).toContainText(texts.linkSent);
    // Left alone, the message goes to sign-in after 3 s.
    await expect(page).toHaveURL(`${brand.url}/`, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();

    const link = await resetLinkOf(request, email);
    expect(link.startsWith(`${brand.url}/password_reset/`)).toBe(true);
    await page.goto(link);
    await page.getByLabel(texts.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(texts.repeatPassword, { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: texts.savePassword }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByLabel(texts.repeatPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: texts.savePassword }).click();
    await expect(dialog(page)).toContainText(texts.passwordSaved);
    // Dismissed, it goes to sign-in at once.
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`${brand.url}/`);
    await submitPassword(page, texts, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible();

    // The link works once: opened again, it says at once that it has expired (before anything is
    // typed), and a new one can be asked for.
    const second = await browser.newPage();
    await second.goto(link);
    await expect(second.getByRole('heading', { name: texts.linkExpiredTitle })).toBeVisible();
    await expect(second.getByLabel(texts.newPassword, { exact: true })).toHaveCount(0);
    await second.getByRole('link', { name: texts.requestNewLink }).click();
    await expect(second).toHaveURL(`${brand.url}/forgotpassword`);
  });
}

test('a session ended elsewhere (password reset) signs out with "Session expired, login again"', async ({
  page,
  request,
}, testInfo) => {
  const texts = textsOf(BRAND_B);
  const email = uniqueEmail(testInfo, 'klubbnorge.example');
  const password = await registerByApi(request, BRAND_B, email);
  await openSignIn(page, BRAND_B);
  await submitPassword(page, texts, email, password);
  await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible();

  // The password changes by a reset link: every earlier session ends.
  const headers = { 'x-app-url': BRAND_B.url };
  await request.post(`${API}/v1/password_reset/user`, {
    data: { email, appUrl: BRAND_B.url },
    headers,
  });
  const token = (await resetLinkOf(request, email)).split('/').pop() ?? '';
  const update = await request.put(`${API}/v1/password_update/user`, {
    data: { verificationId: decodeURIComponent(token), password: NEW_PASSWORD },
    headers,
  });
  expect(update.status()).toBe(204);

  await page.reload();
  await expect(dialog(page)).toContainText(texts.sessionExpired);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
});
