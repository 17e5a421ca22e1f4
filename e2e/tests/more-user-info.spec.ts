import { openSignIn, submitPassword, textsOf, dialog } from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import { signInNewMember } from '../support/more';
import { expect, test, type Page } from '../support/test';

const TEXTS = {
  sv: {
    title: 'Mina uppgifter',
    firstName: 'Förnamn',
    email: 'E-post',
    save: 'Spara',
    saved: 'Dina uppgifter är sparade.',
    nothingChanged: 'Du har inte ändrat något.',
    addAddress: 'Lägg till adress',
    street: 'Gatuadress',
    zip: 'Postnummer',
    city: 'Ort',
    moveUp: (n: number) => `Flytta adress ${n} uppåt`,
    remove: (n: number) => `Ta bort adress ${n}`,
    current: 'Nuvarande lösenord',
    newPassword: 'Nytt lösenord',
    confirmPassword: 'Upprepa det nya lösenordet',
    savePassword: 'Spara lösenordet',
    passwordSaved: 'Ditt lösenord är ändrat.',
    invalidPassword: 'Ogiltigt lösenord.',
    deleteAccount: 'Radera mitt konto',
    yes: 'Ja',
    no: 'Nej',
    ok: 'OK',
    confirm: 'Bekräfta',
  },
  nb: {
    title: 'Mine opplysninger',
    firstName: 'Fornavn',
    email: 'E-post',
    save: 'Lagre',
    saved: 'Opplysningene dine er lagret.',
    nothingChanged: 'Du har ikke endret noe.',
    addAddress: 'Legg til adresse',
    street: 'Gateadresse',
    zip: 'Postnummer',
    city: 'Sted',
    moveUp: (n: number) => `Flytt adresse ${n} opp`,
    remove: (n: number) => `Fjern adresse ${n}`,
    current: 'Nåværende passord',
    newPassword: 'Nytt passord',
    confirmPassword: 'Gjenta det nye passordet',
    savePassword: 'Lagre passordet',
    passwordSaved: 'Passordet ditt er endret.',
    invalidPassword: 'Ugyldig passord.',
    deleteAccount: 'Slett kontoen min',
    yes: 'Ja',
    no: 'Nei',
    ok: 'OK',
    confirm: 'Bekreft',
  },
};

const START_PASSWORD = 'Forsta2026ok';

/**
 * How long an answer that hashes a password may take: checking the current one, hashing the new
 * one and signing in again are scrypt runs, 8–9 s each on a loaded 2-core runner (measured).
 */
const HASHING = { timeout: 30_000 };

const closeNotice = async (page: Page, text: string, ok: string, options = {}) => {
  await expect(dialog(page)).toContainText(text, options);
  await dialog(page).getByRole('button', { name: ok }).click();
  await expect(dialog(page)).toHaveCount(0);
};

for (const brand of [BRAND_A, BRAND_B]) {
  const t = TEXTS[brand.lang as 'sv' | 'nb'];

  test.describe(`User info on ${brand.name}`, () => {
    test('edit the name, see it in the header after reload; nothing is sent unchanged', async ({
      page,
    }, testInfo) => {
      await signInNewMember(page, brand, testInfo, {
        firstName: 'Vera',
        lastName: 'Vik',
        password: START_PASSWORD,
      });
      const updates: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/update/user')) updates.push(request.postDataJSON());
      });
      await page.goto(`${brand.url}/more/userinfo`);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await closeNotice(page, t.nothingChanged, t.ok);
      expect(updates).toEqual([]);

      await page.getByLabel(t.firstName, { exact: true }).fill('Valborg');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await closeNotice(page, t.saved, t.ok);
      expect(updates).toEqual([{ firstName: 'Valborg' }]);

      // The More page has booted (its session restored, the member fetched and kept) before the
      // reload: a reload in the middle of boot aborts its requests (a token refresh among them).
      await page.goto(`${brand.url}/more`);
      const header = page.getByRole('heading', { name: 'Valborg Vik' });
      await expect(header).toBeVisible();
      await page.reload();
      await expect(header).toBeVisible();
    });

    test('add, reorder by keyboard and remove an address', async ({ page }, testInfo) => {
      await signInNewMember(page, brand, testInfo, {
        firstName: 'Adam',
        lastName: 'Adress',
        password: START_PASSWORD,
      });
      await page.goto(`${brand.url}/more/userinfo`);
      const addresses = page.getByRole('group', { name: /Adress/ }).getByRole('listitem');
      // The profile is loaded (its addresses with it) before they are counted.
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Adam');
      const before = await addresses.count();
      await page.getByRole('button', { name: t.addAddress }).click();
      const added = addresses.nth(before);
      await added.getByLabel(t.street, { exact: true }).fill('Nygatan 7');
      await added.getByLabel(t.zip, { exact: true }).fill('41101');
      await added.getByLabel(t.city, { exact: true }).fill('Göteborg');
      // Move the new address to the top with the keyboard only.
      for (let position = before + 1; position > 1; position -= 1) {
        await page.getByRole('button', { name: t.moveUp(position) }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(addresses.first().getByLabel(t.street, { exact: true })).toHaveValue(
        'Nygatan 7',
      );
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await closeNotice(page, t.saved, t.ok);
      await page.reload();
      await expect(addresses.first().getByLabel(t.street, { exact: true })).toHaveValue(
        'Nygatan 7',
      );
      await expect(addresses).toHaveCount(before + 1);

      await page.getByRole('button', { name: t.remove(1) }).click();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await closeNotice(page, t.saved, t.ok);
      await page.reload();
      await expect(addresses).toHaveCount(before);
    });

    test('change the password with the current one, stay signed in, sign in with the new one', async ({
      page,
    }, testInfo) => {
      const member = await signInNewMember(page, brand, testInfo, {
        firstName: 'Paula',
        lastName: 'Pass',
        password: START_PASSWORD,
      });
      await page.goto(`${brand.url}/more/userinfo`);
      const form = page.getByRole('form', { name: /lösenord|passord/i });
      await form.getByLabel(t.current, { exact: true }).fill('Fel2026fel');
      await form.getByLabel(t.newPassword, { exact: true }).fill('Andra2027ok');
      await form.getByLabel(t.confirmPassword, { exact: true }).fill('Andra2027ok');
      await form.getByRole('button', { name: t.savePassword }).click();
      await closeNotice(page, t.invalidPassword, t.ok, HASHING);

      await form.getByLabel(t.current, { exact: true }).fill(START_PASSWORD);
      await form.getByRole('button', { name: t.savePassword }).click();
      await closeNotice(page, t.passwordSaved, t.ok, HASHING);
      // The session goes on after the change (signed in again with the new password).
      await page.reload();
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Paula');

      const texts = textsOf(brand);
      await page.goto(`${brand.url}/more`);
      await page.getByRole('button', { name: texts.signOut }).click();
      await openSignIn(page, brand);
      await submitPassword(page, texts, member.email, START_PASSWORD);
      await expect(dialog(page)).toContainText(texts.wrongCredentials, HASHING);
      await dialog(page).getByRole('button').first().click();
      await submitPassword(page, texts, member.email, 'Andra2027ok');
      await expect(page.getByRole('navigation', { name: texts.mainMenu })).toBeVisible(HASHING);
    });

    test('delete a fresh account behind a confirmation, then fail to sign in', async ({
      page,
    }, testInfo) => {
      const member = await signInNewMember(page, brand, testInfo, {
        firstName: 'Dora',
        lastName: 'Delete',
        password: START_PASSWORD,
      });
      await page.goto(`${brand.url}/more/userinfo`);
      await page.getByRole('button', { name: t.deleteAccount }).click();
      await dialog(page).getByRole('button', { name: t.no }).click();
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: t.deleteAccount }).click();
      await dialog(page).getByRole('button', { name: t.yes }).click();
      const texts = textsOf(brand);
      await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
      const answer = await page.request.post(
        'http://localhost:4000/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-key',
        {
          data: {
            email: member.email,
            password: START_PASSWORD,
            returnSecureToken: true,
            tenantId: brand.tenantId,
          },
        },
      );
      expect(answer.status()).toBe(400);
      await openSignIn(page, brand);
      await submitPassword(page, texts, member.email, START_PASSWORD);
      await expect(dialog(page)).toContainText(texts.wrongCredentials, HASHING);
    });
  });
}
