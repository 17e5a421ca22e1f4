// Issue 13 item 3: signing in from an offer comes back to the offer, and finishes nothing for the
// member (no claim is made on their behalf).
import {
  dialog,
  openSignIn,
  registerByApi,
  SEED_PASSWORD,
  submitPassword,
  textsOf,
  uniqueEmail,
} from '../support/auth';
import { BRAND_A } from '../support/brands';
import { projectMemberEmail, signInNewMemberOfBrandA } from '../support/members';
import { expect, test } from '../support/test';

const texts = textsOf(BRAND_A);
/**
 * Where the app goes after sign-in, and what a signed-in member meets on a link for the signed-out
 * app, are the router's and mf-auth's, the same in either layout (mf-auth has no layout of its
 * own): those tests run on the phone only. Forgot-password's end hides the navigation, which each
 * layout draws its own way, so it keeps both.
 */
const LAYOUT_FREE = 'where the app goes does not depend on the layout';

test('the sign-in-only offer’s button signs in and comes back to the offer', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', LAYOUT_FREE);
  const offer = `${BRAND_A.url}/benefit/klubb-benefit-004`;
  await page.goto(offer);
  await expect(page.getByText('Du måste vara inloggad för att se erbjudandet.')).toBeVisible();
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await submitPassword(page, texts, projectMemberEmail(testInfo), SEED_PASSWORD);
  await expect(page).toHaveURL(offer);
  await expect(page.getByRole('region', { name: 'Rabattkod' })).toBeVisible();
  await expect(page.getByText('Du måste vara inloggad för att se erbjudandet.')).toHaveCount(0);
});

test('claim → “sign in?” → yes → sign in: back on the offer, and nothing claimed unasked', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', LAYOUT_FREE);
  const offer = `${BRAND_A.url}/benefit/klubb-benefit-001`;
  await page.goto(offer);
  const promo = page.getByRole('region', { name: 'Rabattkod' });
  await promo.getByRole('button', { name: 'Hämta kod' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Du behöver logga in för att hämta koden.');
  await ask.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await submitPassword(page, texts, projectMemberEmail(testInfo), SEED_PASSWORD);
  await expect(page).toHaveURL(offer);
  await expect(promo).toBeVisible();
  await expect(page.getByText('Här är din rabattkod')).toHaveCount(0);
});

test('going back from sign-in without signing in returns to the offer too', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', LAYOUT_FREE);
  const offer = `${BRAND_A.url}/benefit/klubb-benefit-004`;
  await page.goto(offer);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await page.getByRole('button', { name: 'Fortsätt utan att logga in' }).click();
  await expect(page).toHaveURL(offer);
});

test.describe('a signed-in member on a link meant for the signed-out app', () => {
  test.skip(({ isMobile }) => !isMobile, LAYOUT_FREE);

  test('a reset link says the member is signed in, and signing out opens it', async ({
    page,
    request,
  }, testInfo) => {
    await signInNewMemberOfBrandA(page, request, testInfo, {
      firstName: 'Lina',
      lastName: 'Länk',
      password: 'Nytt2026pw',
    });
    await page.goto(`${BRAND_A.url}/password_reset/not-a-real-token`);
    await expect(page.getByRole('heading', { name: 'Du är redan inloggad' })).toBeVisible();
    await expect(page.getByText('Kunde inte hitta artikeln')).toHaveCount(0);
    await page.getByRole('button', { name: 'Logga ut och fortsätt' }).click();
    // The signed-out app's reset page, which checks the link when it opens.
    await expect(page).toHaveURL(`${BRAND_A.url}/password_reset/not-a-real-token`);
    await expect(page.getByRole('heading', { name: 'Länken har gått ut' })).toBeVisible();
  });

  test('a referral link says it is for new members; forgot-password is no 404', async ({
    page,
    request,
  }, testInfo) => {
    await signInNewMemberOfBrandA(page, request, testInfo, {
      firstName: 'Rita',
      lastName: 'Referens',
      password: 'Nytt2026pw',
    });
    await page.goto(`${BRAND_A.url}/createaccount/ABC123`);
    await expect(page.getByRole('heading', { name: 'Länken är för nya medlemmar' })).toBeVisible();
    await page.goto(`${BRAND_A.url}/forgotpassword`);
    await expect(page.getByRole('heading', { name: 'Du är redan inloggad' })).toBeVisible();
  });
});

// Issue 13 item 14: after "we sent you a link" the visitor is on sign-in (where the link's new
// password is used), not on the feed they browsed before — dismissed at once, or left alone.
test.describe('forgot password ends on sign-in', () => {
  test('from the sign-in screen: dismissing "we sent you a link" opens sign-in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await registerByApi(request, BRAND_A, email);
    await page.goto(BRAND_A.url);
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await openSignIn(page, BRAND_A);
    await page.getByRole('link', { name: texts.forgotPassword }).click();
    await page.getByLabel(texts.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: texts.sendLink }).click();
    await expect(dialog(page)).toContainText(texts.linkSent);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`${BRAND_A.url}/`);
    await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  });

  test('from a link straight to /forgotpassword: left alone, it goes to sign-in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await registerByApi(request, BRAND_A, email);
    await page.goto(`${BRAND_A.url}/forgotpassword`);
    await page.getByLabel(texts.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: texts.sendLink }).click();
    await expect(dialog(page)).toContainText(texts.linkSent);
    await expect(page).toHaveURL(`${BRAND_A.url}/`, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  });
});
