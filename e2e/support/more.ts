import type { Page, TestInfo } from '@playwright/test';

import { ANNA, ERIK, OLA, SEED_PASSWORD } from './auth';
import type { BRAND_A} from './brands';
import { BRAND_B } from './brands';
import { keepSession, signInByApi, type Session } from './members';

/** The More section's texts in each brand's language (mf-more's i18n). */
const SWEDISH = {
  title: 'Mer',
  entries: 'Genvägar',
  voucher: 'Rabattkoder',
  orderHistory: 'Mina köp',
  userInfo: 'Mina uppgifter',
  about: 'Om appen',
  faq: 'Vanliga frågor',
  restaurant: 'Restauranger',
  support: 'Kontakta kundtjänst',
  ordersTitle: 'Mina köp',
  vouchersTitle: 'Mina rabattkoder',
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
  userInfo: 'Mine opplysninger',
  about: 'Om appen',
  faq: 'Ofte stilte spørsmål',
  restaurant: 'Restauranter',
  support: 'Kontakt kundeservice',
  ordersTitle: 'Mine kjøp',
  vouchersTitle: 'Mine rabattkoder',
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
  await keepSession(page, session);
  return session;
}
