// Issue 32, buying tickets: a chosen city or time showed only an outline; the add-to-cart dialog
// said "625 kr st", focused the quantity field (a phone's keyboard popped up over it) and its
// buttons' labels wrapped.
import { BRAND_A } from '../support/brands';
import { chooseOrdinaryTicket } from '../support/checkout';
import { signedInAs } from '../support/signed-in';
import { expect, test } from '../support/test';

test.use(signedInAs(BRAND_A));

test('the chosen ticket is filled, and the add-to-cart dialog reads and opens well', async ({
  page,
}) => {
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  await chooseOrdinaryTicket(page);
  const picker = page.getByRole('region', { name: 'Välj biljett' });
  const city = picker.getByRole('group', { name: 'Stad' }).getByRole('button').first();
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(city).toHaveCSS('background-color', 'rgb(11, 93, 59)');
  await expect(city).toHaveCSS('color', 'rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Köp biljetter' }).click();
  const add = page.getByRole('dialog', { name: 'Lägg i varukorgen' });
  // The price is formatted by Intl: a no-break space between the amount and "kr".
  await expect(add).toContainText(/\d\s*kr\/st\s+inkl\.\s+moms/);
  await expect(add.getByRole('spinbutton', { name: 'Antal' })).not.toBeFocused();
  await expect(add.getByRole('button', { name: 'Lägg i varukorgen' })).toBeFocused();
  for (const button of await add
    .getByRole('button', { name: /^(Avbryt|Lägg i varukorgen)$/ })
    .all()) {
    // One line of text: a 44 px button, not two lines of label.
    expect((await button.boundingBox())?.height).toBeLessThan(50);
  }
  await add.getByRole('button', { name: 'Avbryt' }).click();
  await expect(add).toBeHidden();
});
