import { expect, type Page, type TestInfo } from '@playwright/test';

import { ANNA, API, ERIK, OLA, SEED_PASSWORD, registerByApi, uniqueEmail } from './auth';
import type { BRAND_A } from './brands';
import { BRAND_B } from './brands';
import { memberHeaders, signInByApi, type Session } from './members';

/**
 * Puts the session where @klubb/session keeps it before the tab's first document runs, once per
 * tab: a later re-sign-in, sign-out or account deletion of the test is what the next reload
 * sees (unlike signInNewMemberOfBrandA (members.ts), which puts the first session back on every load).
 */
export async function keepSessionOnce(page: Page, session: Session): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e:sessionKept')) return;
    window.sessionStorage.setItem('e2e:sessionKept', '1');
    window.localStorage.setItem('klubb:authSession', JSON.stringify({ value, expiresAt: null }));
  }, session);
}

/** The More section's texts in each brand's language (mf-more's i18n). */
const SWEDISH = {
  title: 'Mer',
  entries: 'Genvägar',
  voucher: 'Rabattkoder',
  orderHistory: 'Mina köp',
  tickets: 'Mina biljetter',
  waitingLists: 'Mina väntelistor',
  userInfo: 'Mina uppgifter',
  about: 'Om appen',
  faq: 'Vanliga frågor',
  restaurant: 'Restauranger',
  support: 'Kontakta kundtjänst',
  ordersTitle: 'Mina köp',
  vouchersTitle: 'Rabattkoder',
  userInfoTitle: 'Mina uppgifter',
  signOut: 'Logga ut',
  signIn: 'Logga in',
};
type MoreTexts = typeof SWEDISH;

const NORWEGIAN: MoreTexts = {
  title: 'Mer',
  entries: 'Snarveier',
  voucher: 'Rabattkoder',
  orderHistory: 'Mine kjøp',
  tickets: 'Mine billetter',
  waitingLists: 'Mine ventelister',
  userInfo: 'Mine opplysninger',
  about: 'Om appen',
  faq: 'Ofte stilte spørsmål',
  restaurant: 'Restauranter',
  support: 'Kontakt kundeservice',
  ordersTitle: 'Mine kjøp',
  vouchersTitle: 'Rabattkoder',
  userInfoTitle: 'Mine opplysninger',
  signOut: 'Logg ut',
  signIn: 'Logg inn',
};

export const moreTextsOf = (brand: { url: string }): MoreTexts =>
  brand.url === BRAND_B.url ? NORWEGIAN : SWEDISH;

/** A seeded member of each brand and project (phone: Anna, desktop: Erik; brand B: Ola). */
export const seededMemberOf = (brand: { url: string }, testInfo: TestInfo) => {
  if (brand.url === BRAND_B.url) return { ...OLA, firstName: 'Ola', lastName: 'Nordmann' };
  return testInfo.project.name === 'desktop'
    ? { ...ERIK, firstName: 'Erik', lastName: 'Ek', role: 'Platinumkort' }
    : { ...ANNA, firstName: 'Anna', lastName: 'Andersson', role: 'Medlem' };
};

/** Signs the seeded member in at the identity stand-in and keeps the session for the page. */
export async function signInSeededMember(
  page: Page,
  brand: typeof BRAND_A | typeof BRAND_B,
  testInfo: TestInfo,
): Promise<Session> {
  const member = seededMemberOf(brand, testInfo);
  const session = await signInByApi(page.request, brand, member.email, SEED_PASSWORD);
  await keepSessionOnce(page, session);
  return session;
}

/**
 * A new member of either brand, registered and set up through the API, signed in with the chosen
 * password and kept for the page: a test may change or delete it without touching seeded members.
 */
export async function signInNewMember(
  page: Page,
  brand: typeof BRAND_A | typeof BRAND_B,
  testInfo: TestInfo,
  setUp: { firstName: string; lastName: string; password: string },
): Promise<Session & { email: string }> {
  testInfo.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  const tempPassword = await registerByApi(page.request, brand, email);
  const temporary = await signInByApi(page.request, brand, email, tempPassword);
  const response = await page.request.post(`${API}/v1/complete_onboardning/user`, {
    headers: memberHeaders(temporary, brand),
    data: {
      ...setUp,
      phoneNumber: brand.url === BRAND_B.url ? '+4791234567' : '+46701234567',
      referralCode: brand.url === BRAND_B.url ? '100200' : '522660',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = await signInByApi(page.request, brand, email, setUp.password);
  await keepSessionOnce(page, session);
  return { ...session, email };
}
