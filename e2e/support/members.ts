import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

import { ANNA, API, ERIK, registerByApi, uniqueEmail } from './auth';
import { BRAND_A } from './brands';

/** A signed-in member's session, in the shape @klubb/session keeps it. */
export interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
  tenantId: string;
}

/** What a new member enters on the set-up screen; the new password replaces the temporary one. */
export interface MemberSetUp {
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * Signs in at the API's identity stand-in (the Identity Toolkit protocol), in the brand's tenant,
 * and answers the session. No page is involved: pair it with {@link keepSession}.
 */
export async function signInByApi(
  request: APIRequestContext,
  brand: { tenantId: string },
  email: string,
  password: string,
): Promise<Session> {
  const { tenantId } = brand;
  const response = await request.post(
    `${API}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-key`,
    { data: { email, password, returnSecureToken: true, tenantId } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  return {
    uid: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresAt: Date.now() + Number(body.expiresIn) * 1000,
    tenantId,
  };
}

/**
 * Puts the session where @klubb/session keeps it (localStorage `klubb:authSession`) before any
 * script of every document the page opens, so the app restores it on each start and reload.
 */
async function keepSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('klubb:authSession', JSON.stringify({ value, expiresAt: null }));
  }, session);
}

/** The headers of a member's own API call: the brand's app and the member's ID token. */
export const memberHeaders = (session: Session, brand: { url: string } = BRAND_A) => ({
  'X-App-Url': brand.url,
  Authorization: `Bearer ${session.idToken}`,
});

/**
 * A new brand A member, registered and set up through the API, so the member has nothing of the
 * seeded members' (orders, cart, claims) and no other test (or project, or retry) meets it; the
 * session is signed in with the new password and kept, so the page restores it on start.
 * Registering and setting up hashes four passwords (scrypt): seconds on a busy runner, so the
 * test's timeout becomes 60 s.
 */
export async function signInNewMemberOfBrandA(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  setUp: MemberSetUp,
): Promise<Session> {
  testInfo.setTimeout(60_000);
  const email = uniqueEmail(testInfo);
  const tempPassword = await registerByApi(request, BRAND_A, email);
  const temporary = await signInByApi(request, BRAND_A, email, tempPassword);
  const response = await request.post(`${API}/v1/complete_onboardning/user`, {
    headers: memberHeaders(temporary),
    data: { ...setUp, phoneNumber: '+46701234567', referralCode: '522660' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The new password ends the temporary session: sign in again, as the set-up screen does.
  const session = await signInByApi(request, BRAND_A, email, setUp.password);
  await keepSession(page, session);
  return session;
}

/**
 * The seeded brand A member of the test's project (phone: Anna, desktop: Erik): both projects run
 * at once on one database, so each has a member of its own and they never share a session, claims
 * or a cart.
 */
export const projectMemberEmail = (testInfo: TestInfo): string =>
  testInfo.project.name === 'desktop' ? ERIK.email : ANNA.email;
