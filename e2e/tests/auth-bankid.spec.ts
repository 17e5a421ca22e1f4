import {
  ANNA,
  API,
  bankIdPhone,
  dialog,
  expectContent,
  hasKeptSession,
  NORA,
  openSignIn,
  randomPersonalNumber,
  textsOf,
} from '../support/auth';
import { BRAND_A } from '../support/brands';
import { expect, test, type Page } from '../support/test';

const texts = textsOf(BRAND_A);

/** Presses BankID and waits for the QR code the server draws. */
async function startBankId(page: Page) {
  await openSignIn(page, BRAND_A);
  await page.getByRole('button', { name: texts.bankId }).click();
  await expect(page.getByRole('img', { name: texts.qr })).toBeVisible();
}

test.describe('BankID sign-in (brand A)', () => {
  test('a member signs in with the QR code, completed through the test control', async ({
    page,
    request,
  }) => {
    await startBankId(page);
    const qr = page.getByRole('img', { name: texts.qr });
    const first = await qr.getAttribute('data-qr');
    expect(first).toMatch(/^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
    // The animated QR code changes every second, from the server.
    await expect(qr).not.toHaveAttribute('data-qr', first ?? '', { timeout: 3000 });
    await expect(
      page.getByRole('status').filter({ hasText: 'Starta BankID-appen.' }),
    ).toBeVisible();
    await bankIdPhone(request, page, 'sign', ANNA.pno);
    await expectContent(page, texts);
    expect(await hasKeptSession(page)).toBe(true);
  });

  test('a member whose set-up is not done goes to set-up', async ({ page, request }) => {
    await startBankId(page);
    await bankIdPhone(request, page, 'sign', NORA.pno);
    await expect(page.getByRole('heading', { name: texts.setUpTitle })).toBeVisible();
  });

  test('an identified person who is no member is led to registration', async ({
    page,
    request,
  }) => {
    const personalNumber = randomPersonalNumber();
    await startBankId(page);
    await bankIdPhone(request, page, 'sign', personalNumber);
    await expect(page).toHaveURL(`${BRAND_A.url}/createaccount`);
    await expect(page.getByLabel('Personnummer')).toHaveValue(personalNumber);
  });

  test('cancelling in the app says Bank ID cancelled', async ({ page, request }) => {
    await startBankId(page);
    await bankIdPhone(request, page, 'cancel');
    await expect(dialog(page)).toContainText(texts.bankIdCancelled);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: texts.bankId })).toBeEnabled();
  });

  test('cancelling on the page stops the order and brings the button back', async ({ page }) => {
    await startBankId(page);
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await expect(page.getByRole('img', { name: texts.qr })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.bankId })).toBeEnabled();
  });

  // Issue 13 item 5: a phone cannot scan its own screen. The same-device link (PROTOCOLS.md
  // §3.7) comes first there and second on a computer; the app it opens is found by the autostart
  // token, collected as usual, with BankID's recommended messages (§3.9) on the way.
  test('the same-device link opens BankID on this device and signs in, saying what happens', async ({
    page,
    request,
  }, testInfo) => {
    await startBankId(page);
    const link = page.getByRole('link', { name: texts.sameDevice });
    await expect(link).toHaveAttribute(
      'href',
      /^bankid:\/\/\/\?autostarttoken=[0-9a-f-]{36}&redirect=null$/,
    );
    // First on a phone, after the QR code on a computer.
    const qrFirst = await page.evaluate(() => {
      const qr = document.querySelector('[data-qr]');
      const same = document.querySelector('a[href^="bankid:"]');
      return Boolean(
        qr && same && qr.compareDocumentPosition(same) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(qrFirst).toBe(testInfo.project.name !== 'phone');
    const autoStartToken = new URL((await link.getAttribute('href')) ?? '').searchParams.get(
      'autostarttoken',
    );
    // The browser cannot hand bankid: to an app here; the page's own handling still runs.
    await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    const status = page.getByRole('status');
    await expect(status).toHaveText('Försöker starta BankID-appen.');
    const phone = async (action: 'scan' | 'sign', extra: object = {}) => {
      const response = await request.post(`${API}/bankid-test/v1/${action}`, {
        data: { autoStartToken, ...extra },
      });
      expect(response.status()).toBe(204);
    };
    await phone('scan');
    await expect(status).toHaveText(
      'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
    );
    await phone('sign', { personalNumber: ANNA.pno });
    await expectContent(page, texts);
  });

  test('a QR code not scanned in 30 s says Bank ID timed out: press BANK ID again', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one slow run is enough');
    test.setTimeout(90_000);
    await startBankId(page);
    await expect(dialog(page)).toContainText(texts.bankIdTimedOut, { timeout: 40_000 });
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: texts.bankId })).toBeEnabled();
  });
});
