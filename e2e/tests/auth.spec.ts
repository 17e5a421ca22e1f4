import {
  ANNA,
  dialog,
  expectContent,
  hasKeptSession,
  openSignIn,
  OTHER_PARTNER,
  randomPersonalNumber,
  registerByApi,
  SEED_PASSWORD,
  submitPassword,
  textsOf,
  uniqueEmail,
} from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test, type Page } from '../support/test';

const NEW_PASSWORD = 'Klubb2026ny';

/**
 * Completes the set-up form: brand A's details, new password and bank card; brand B's referral
 * code only (its member gave the rest at registration, issue 32).
 */
async function completeSetUp(page: Page, brand: typeof BRAND_A | typeof BRAND_B) {
  const texts = textsOf(brand);
  // The account is created and signed in first: two scrypt hashes at the API, 4.4 and 5.0 s in
  // a trace of a busy 2-core machine (2026-11-28), which the default 10 s did not always cover.
  await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible({
    timeout: 20_000,
  });
  if (brand === BRAND_A) {
    await page.getByLabel('Förnamn').fill('Test');
    await page.getByLabel('Efternamn').fill('Testsson');
    await page.getByLabel('Mobilnummer').fill('070-123 45 67');
    await page.getByLabel(texts.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('radio', { name: 'Allkort' }).check();
  } else {
    const boxes = page.getByRole('group', { name: 'Vervekode' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    await boxes.first().click();
    for (const digit of '100200') await page.keyboard.press(digit);
  }
  await page.getByRole('button', { name: texts.setUpSubmit }).click();
}

test.describe('registration, set-up and sign-in by password', () => {
  // Registering and setting up hash several passwords (scrypt): on a busy 2-core machine a whole
  // journey has taken over 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('brand A: register with a personal number, set up, and the session survives reload', async ({
    page,
    browser,
  }, testInfo) => {
    const texts = textsOf(BRAND_A);
    const email = uniqueEmail(testInfo);
    await openSignIn(page, BRAND_A);
    await page.getByRole('link', { name: texts.createAccount }).click();
    await expect(page).toHaveURL(`${BRAND_A.url}/createaccount`);
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Personnummer').fill(randomPersonalNumber());
    await page.getByRole('button', { name: texts.createAccount }).click();
    // The terms come last in the rules, and the message says so.
    await expect(dialog(page)).toContainText('Godkänn villkoren');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByLabel(/Jag godkänner villkoren/).check();
    await page.getByRole('button', { name: texts.createAccount }).click();

    // Signed in automatically, into set-up: the member chooses the password now.
    await completeSetUp(page, BRAND_A);
    await expectContent(page, texts);
    expect(await hasKeptSession(page)).toBe(true);
    await page.reload();
    await expectContent(page, texts);
    await page.goto(`${BRAND_A.url}/more`);
    await expect(page.getByRole('heading', { name: 'Mer', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.signIn, exact: true })).toHaveCount(0);

    // Another browser signs in with the chosen password.
    const other = await browser.newPage();
    await openSignIn(other, BRAND_A);
    await submitPassword(other, texts, email, NEW_PASSWORD);
    await expectContent(other, texts);
    await other.close();
  });

  test('brand B: register without a personal number, sign out, sign in by password, set up', async ({
    page,
  }, testInfo) => {
    const texts = textsOf(BRAND_B);
    const email = uniqueEmail(testInfo, 'klubbnorge.example');
    await openSignIn(page, BRAND_B);
    await expect(page.getByRole('button', { name: texts.bankId })).toHaveCount(0);
    await page.getByRole('link', { name: texts.createAccount }).click();
    await expect(page.getByLabel('Personnummer')).toHaveCount(0);
    await page.getByLabel('For- og etternavn').fill('Kari Anne Nordmann');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Mobilnummer').fill('+47 912 34 567');
    await page.getByLabel('Gateadresse').fill('Storgata 1');
    await page.getByLabel('Postnummer').fill('0155');
    await page.getByLabel('Poststed').fill('Oslo');
    await page.getByLabel(texts.password, { exact: true }).fill('Velkommen2026');
    await page.getByRole('button', { name: 'Vis passordet' }).click();
    await expect(page.getByLabel(texts.password, { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel(/Jeg godtar vilkårene/).check();
    await page.getByRole('button', { name: texts.createAccount }).click();

    // Registration and the sign-in after it hash the password twice (scrypt), as in completeSetUp.
    await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible({
      timeout: 20_000,
    });
    // Issue 32: name, phone and password were just given; set-up asks only for the code.
    await expect(page.getByRole('group', { name: 'Vervekode' })).toBeVisible();
    await expect(page.getByLabel('Fornavn')).toHaveCount(0);
    await expect(page.getByLabel(texts.password, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: texts.signOut }).click();
    await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
    expect(await hasKeptSession(page)).toBe(false);

    await submitPassword(page, texts, email, 'Velkommen2026');
    await completeSetUp(page, BRAND_B);
    await expectContent(page, texts);
  });
});

test.describe('sign-in by password', () => {
  for (const brand of [BRAND_A, BRAND_B]) {
    test(`${brand.name}: a wrong password says "Email or password is incorrect", then too many attempts`, async ({
      page,
      request,
    }, testInfo) => {
      // The lock-out is the API's count and the sign-in screen's dialog, the same in either layout:
      // it runs on the phone only (the desktop's sign-in screen is the setup's and the tests
      // below).
      test.skip(testInfo.project.name !== 'phone', 'the lock-out does not depend on the layout');
      // Seven password hashes (scrypt, 0.4 CPU s each), queued two at a time by the API with every
      // other test's: seconds each on a busy runner, more so when both brands' runs meet.
      testInfo.setTimeout(60_000);
      const texts = textsOf(brand);
      const email = uniqueEmail(testInfo);
      const password = await registerByApi(request, brand, email);
      await openSignIn(page, brand);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await submitPassword(page, texts, email, `Fel${attempt}lösenord`);
        await expect(dialog(page)).toContainText(texts.wrongCredentials);
        await dialog(page).getByRole('button', { name: 'OK' }).click();
      }
      // Locked now, even with the right password.
      await submitPassword(page, texts, email, password);
      await expect(dialog(page)).toContainText(texts.tooManyAttempts);
    });
  }

  test('a brand A member cannot sign in on brand B', async ({ page }) => {
    const texts = textsOf(BRAND_B);
    await openSignIn(page, BRAND_B);
    await submitPassword(page, texts, ANNA.email, SEED_PASSWORD);
    await expect(dialog(page)).toContainText(texts.wrongCredentials);
    expect(await hasKeptSession(page)).toBe(false);
  });

  test('an account of another partner is sent to customer service', async ({ page }) => {
    const texts = textsOf(BRAND_A);
    await openSignIn(page, BRAND_A);
    await submitPassword(page, texts, OTHER_PARTNER.email, SEED_PASSWORD);
    await expect(dialog(page)).toContainText(texts.partnerBinding);
    await expect(dialog(page).getByRole('link', { name: 'Kontakta kundtjänst' })).toHaveAttribute(
      'href',
      'mailto:medlem@klubb.example',
    );
    expect(await hasKeptSession(page)).toBe(false);
  });

  test('the seeded member signs in by pressing Enter, and enters the app', async ({ page }) => {
    const texts = textsOf(BRAND_A);
    await openSignIn(page, BRAND_A);
    await submitPassword(page, texts, ANNA.email, SEED_PASSWORD);
    await expectContent(page, texts);
  });

  test('unknown signed-out paths go to sign-in', async ({ page }) => {
    const texts = textsOf(BRAND_A);
    await openSignIn(page, BRAND_A);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(`${BRAND_A.url}/`);
    await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
  });
});
