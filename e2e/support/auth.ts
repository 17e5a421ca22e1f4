import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { BRAND_A, BRAND_B } from './brands';
import { appOwns } from './test';

/** The API's origin (the e2e harness's fixed port). */
export const API = 'http://localhost:4000';

/** Every seeded member's password (api/README.md). */
export const SEED_PASSWORD = 'Medlem2026';
/** Brand A's seeded members (api/src/db/seed/members.ts). */
export const ANNA = { email: 'anna@klubb.example', pno: '198504128763' };
export const ERIK = { email: 'erik@klubb.example' };
export const NORA = { email: 'nora@klubb.example', pno: '200102283330' };
export const OLA = { email: 'ola@klubbnorge.example' };
export const OTHER_PARTNER = { email: 'annan.partner@klubb.example' };

const SWEDISH = {
  signIn: 'Logga in',
  mainMenu: 'Huvudmeny',
  email: 'E-post',
  password: 'Lösenord',
  bankId: 'Logga in med BankID',
  qr: /QR-kod för BankID/,
  sameDevice: 'Öppna BankID på den här enheten',
  wrongCredentials: 'E-post eller lösenord är felaktigt.',
  tooManyAttempts: /För många försök/,
  sessionExpired: 'Sessionen har gått ut, logga in igen.',
  bankIdTimedOut: 'BankID tog för lång tid: tryck på BANKID igen.',
  bankIdCancelled: 'BankID avbröts: identifieringen avbröts.',
  partnerBinding: /registrerat hos en annan partner/,
  createAccount: 'Skapa konto',
  setUpTitle: 'Slutför ditt konto',
  setUpSubmit: 'Spara och fortsätt',
  signOut: 'Logga ut',
  forgotPassword: 'Glömt lösenordet?',
  sendLink: 'Skicka länk',
  linkSent: /Vi har skickat en länk/,
  noSuchUser: 'Det finns ingen användare med den e-postadressen.',
  newPassword: 'Nytt lösenord',
  repeatPassword: 'Upprepa det nya lösenordet',
  savePassword: 'Spara lösenordet',
  passwordSaved: /Ditt lösenord är uppdaterat/,
  linkExpired: /Länken för att återställa lösenordet har gått ut/,
  requestNewLink: 'Begär en ny länk',
  linkExpiredTitle: 'Länken har gått ut',
};

export type AuthTexts = Record<keyof typeof SWEDISH, string | RegExp>;

const NORWEGIAN: AuthTexts = {
  signIn: 'Logg inn',
  mainMenu: 'Hovedmeny',
  email: 'E-post',
  password: 'Passord',
  bankId: 'Logg inn med BankID',
  qr: /QR-kode for BankID/,
  sameDevice: 'Åpne BankID på denne enheten',
  wrongCredentials: 'E-post eller passord er feil.',
  tooManyAttempts: /For mange forsøk/,
  sessionExpired: 'Økten er utløpt, logg inn igjen.',
  bankIdTimedOut: 'BankID tidsavbrudd: trykk på BANKID igjen.',
  bankIdCancelled: 'BankID avbrutt: verifiseringen ble avbrutt.',
  partnerBinding: /registrert hos en annen partner/,
  createAccount: 'Opprett konto',
  setUpTitle: 'Fullfør kontoen din',
  setUpSubmit: 'Lagre og fortsett',
  signOut: 'Logg ut',
  forgotPassword: 'Glemt passordet?',
  sendLink: 'Send lenke',
  linkSent: /Vi har sendt en lenke/,
  noSuchUser: 'Det finnes ingen bruker med den e-postadressen.',
  newPassword: 'Nytt passord',
  repeatPassword: 'Gjenta det nye passordet',
  savePassword: 'Lagre passordet',
  passwordSaved: /Passordet ditt er oppdatert/,
  linkExpired: /Lenken for å tilbakestille passordet er utløpt/,
  requestNewLink: 'Be om en ny lenke',
  linkExpiredTitle: 'Lenken er utløpt',
};

/** The texts the auth tests look for, in the brand's language: Swedish (A), Norwegian (B). */
export const textsOf = (brand: { url: string }): AuthTexts =>
  brand.url === BRAND_B.url ? NORWEGIAN : SWEDISH;

/** An e-mail address no other test (or project, or run on this database) uses. */
export function uniqueEmail(testInfo: TestInfo, domain = 'klubb.example'): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e.${testInfo.project.name}.${testInfo.workerIndex}.${stamp}@${domain}`;
}

/** A valid, random Swedish personal number (a real date and the Luhn check digit). */
export function randomPersonalNumber(): string {
  const year = 1950 + Math.floor(Math.random() * 50);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  const serial = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const nine = `${String(year).slice(2)}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
  let sum = 0;
  [...nine].forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return `${String(year).slice(0, 2)}${nine}${(10 - (sum % 10)) % 10}`;
}

/** Opens the sign-in screen as a visitor does: the More page's sign-in button. */
export async function openSignIn(page: Page, brand: { url: string }): Promise<void> {
  const texts = textsOf(brand);
  await page.goto(`${brand.url}/more`);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
  await page.getByRole('heading', { name: texts.signIn, level: 1 }).waitFor();
}

/** Fills and sends the e-mail and password form of the sign-in screen. */
export async function submitPassword(
  page: Page,
  texts: AuthTexts,
  email: string,
  password: string,
) {
  // Typed text is the app's only once the app owns the form (a tap would have been kept).
  await appOwns(page.getByLabel(texts.email, { exact: true }));
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByLabel(texts.password, { exact: true }).press('Enter');
}

/** Waits for the content app: its main menu is there. */
export async function expectContent(page: Page, texts: AuthTexts): Promise<void> {
  await page.getByRole('navigation', { name: texts.mainMenu }).waitFor();
}

/** Whether the page holds a kept session (it survives reload). */
export const hasKeptSession = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('klubb:authSession') !== null);

/** The message of the open dialog. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** Registers a member straight at the API; answers the password to sign in with. */
export async function registerByApi(
  request: APIRequestContext,
  brand: { url: string },
  email: string,
): Promise<string> {
  const password = 'Start2026go';
  const body =
    brand.url === BRAND_A.url
      ? { email, ssn: randomPersonalNumber() }
      : {
          email,
          firstName: 'Test',
          lastName: 'Testsen',
          phoneNumber: '+4791234567',
          street: 'Storgata 1',
          zipCode: '0155',
          city: 'Oslo',
          password,
        };
  const response = await request.post(`${API}/v1/create/user`, {
    data: body,
    headers: { 'x-app-url': brand.url },
  });
  if (response.status() !== 201) throw new Error(`register: ${await response.text()}`);
  const answer = (await response.json()) as { tempPassword?: string };
  return answer.tempPassword ?? password;
}

/** The newest reset link the API "e-mailed" to the address (the dev outbox). */
export async function resetLinkOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${API}/dev/outbox`, { params: { to: email } });
  const { mails } = (await response.json()) as { mails: Array<{ kind: string; link: string }> };
  const mail = mails.find((candidate) => candidate.kind === 'password-reset');
  if (!mail) throw new Error(`no reset e-mail to ${email}`);
  return mail.link;
}

/**
 * The member's phone (the BankID stand-in's test control): reads the QR code the page shows
 * (its `data-qr`) and signs as a personal number, or cancels.
 */
export async function bankIdPhone(
  request: APIRequestContext,
  page: Page,
  action: 'sign' | 'cancel',
  personalNumber?: string,
  /** The holder's names as BankID gives them (completionData.user). */
  names: { givenName?: string; surname?: string } = {},
): Promise<void> {
  const qrData = await page.getByRole('img', { name: /BankID/ }).getAttribute('data-qr');
  const response = await request.post(`${API}/bankid-test/v1/${action}`, {
    data: { qrData, ...(personalNumber ? { personalNumber } : {}), ...names },
  });
  if (response.status() !== 204) throw new Error(`BankID ${action}: ${await response.text()}`);
}
