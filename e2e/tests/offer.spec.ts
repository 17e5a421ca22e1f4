import type { APIRequestContext, Page } from '@playwright/test';

import { BRAND_A, BRAND_B } from '../support/brands';
import { apiPathOf } from '../support/origins';
import { expect, test } from '../support/test';

// Offer detail as an anonymous visitor (spec §2 "Offer detail"); the seeded states are listed in
// api/README.md. What needs a signed-in member is in offer-member.spec.ts.
const API = 'http://localhost:4000';

/** The interaction-log lines the page posts from now on. */
function recordInteractionLog(page: Page): unknown[] {
  const lines: unknown[] = [];
  page.on('request', (request) => {
    if (apiPathOf(request.url()) === '/v1/log/interaction' && request.method() === 'POST') {
      lines.push(request.postDataJSON());
    }
  });
  return lines;
}

/** An offer's title as the API has it, for the page's h1. */
async function titleOf(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`${API}/v1/get/offer?id=${id}`, {
    headers: { 'X-App-Url': BRAND_A.url },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { title: string }).title;
}

test('an unknown offer shows "could not find article", an ended one "no longer active"', async ({
  page,
}) => {
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-999`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kunde inte hitta artikeln.' }),
  ).toBeVisible();
  await expect(page.getByText('Artikeln hittades inte.')).toBeVisible();

  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-010`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Erbjudandet är inte längre aktivt.' }),
  ).toBeVisible();
  // Issue 32: no dead end (and no red warning triangle): a way on to the home page.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page.getByRole('list', { name: BRAND_A.feedLabel })).toBeVisible();
});

test('an offer that needs sign-in shows anonymous visitors the way to sign in', async ({
  page,
  request,
}) => {
  const title = await titleOf(request, 'klubb-benefit-004');
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-004`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Du måste vara inloggad för att se erbjudandet.' }),
  ).toBeVisible();
  // Nothing of the offer beyond its teaser: no promo, no call to action.
  await expect(page.getByRole('heading', { name: 'Rabattkod' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
});

test('a voucher with no codes left says so and hides the claim button', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-003`);
  const promo = page.getByRole('region', { name: 'Rabattkod' });
  await expect(
    promo.getByText('Det finns inga rabattkoder kvar för det här erbjudandet.'),
  ).toBeVisible();
  await expect(promo.getByRole('button')).toHaveCount(0);
});

test('claiming a code logs the claim call to action and asks an anonymous visitor to sign in', async ({
  page,
}) => {
  const logLines = recordInteractionLog(page);
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-001`);
  const promo = page.getByRole('region', { name: 'Rabattkod' });
  await promo.getByRole('button', { name: 'Hämta kod' }).click();
  await expect
    .poll(() => logLines)
    .toEqual([
      { event: 'callToActionButtonClicked-claim', params: { offerId: 'klubb-benefit-001' } },
    ]);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Du behöver logga in för att hämta koden.');
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
});

test('a rich-text javascript: link renders as plain text; mailto, tel and https stay links', async ({
  page,
}) => {
  await page.goto(`${BRAND_A.url}/editorial/klubb-editorial-002`);
  const content = page.getByRole('region', { name: 'Innehåll' });
  await expect(content.getByText('klicka här')).toBeVisible();
  await expect(content.getByRole('link', { name: 'klicka här' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(content.getByRole('link', { name: 'e-post' })).toHaveAttribute(
    'href',
    'mailto:medlem@klubb.example',
  );
  await expect(content.getByRole('link', { name: '08-123 456 00' })).toHaveAttribute(
    'href',
    'tel:+46812345600',
  );
  await expect(content.getByRole('link', { name: 'Läs mer' }).last()).toHaveAttribute(
    'href',
    'https://klubb.example/kontakt',
  );
});

test('sold-out tickets show as sold out and offer the waiting list', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/live/klubb-live-002`);
  const picker = page.getByRole('region', { name: 'Välj biljett' });
  const cities = picker.getByRole('group', { name: 'Stad' }).getByRole('button');
  await expect(cities.first()).toBeVisible();
  for (const city of await cities.all()) await expect(city).toContainText('Slutsåld');
  await expect(
    page.getByText('Biljetterna är slutsålda. Du kan ställa dig på väntelistan.'),
  ).toBeVisible();
  // Joining it needs sign-in (offer-waiting-list.spec.ts).
  await expect(page.getByRole('button', { name: 'Ställ dig på väntelistan' })).toBeVisible();

  // Everything is sold out: there is nothing to buy, so no "buy tickets" button (issue 13), and
  // a chosen ticket offers its own waiting list.
  await expect(page.getByRole('button', { name: 'Köp biljetter' })).toHaveCount(0);
  await cities.first().click();
  await picker.getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  await expect(
    page.getByRole('button', { name: /^Ställ dig på väntelistan för Ordinarie, / }),
  ).toBeVisible();
});

test('the purchase rules: a city and a date, then the ticket type, then sign-in', async ({
  page,
}) => {
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  const buy = page.getByRole('button', { name: 'Köp biljetter' });
  const dialog = page.getByRole('dialog');
  await buy.click();
  await expect(dialog).toContainText('Du måste välja stad och datum.');
  await dialog.getByRole('button', { name: 'OK' }).click();

  const picker = page.getByRole('region', { name: 'Välj biljett' });
  await picker.getByRole('group', { name: 'Stad' }).getByRole('button').first().click();
  await buy.click();
  await expect(dialog).toContainText('Du måste välja stad och datum.');
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Every slot of this offer has a standard and a VIP ticket: the option is a third step.
  await picker.getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  await buy.click();
  // Issue 32 item 11: what is missing is the ticket type, not "an item".
  await expect(dialog).toContainText('Välj biljettyp för att gå vidare med köpet.');
  await dialog.getByRole('button', { name: 'OK' }).click();

  await picker.getByRole('group', { name: 'Biljettyp' }).getByRole('button').first().click();
  await buy.click();
  await expect(dialog).toContainText('Du behöver logga in för att handla.');
  await dialog.getByRole('button', { name: 'Nej' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the ticket picker resets later steps when an earlier one changes', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  const picker = page.getByRole('region', { name: 'Välj biljett' });
  const cities = picker.getByRole('group', { name: 'Stad' }).getByRole('button');
  const times = picker.getByRole('group', { name: 'Tid' });
  const options = picker.getByRole('group', { name: 'Biljettyp' });
  await cities.first().click();
  await times.getByRole('button').first().click();
  await options.getByRole('button').last().click();
  await expect(options.getByRole('button').last()).toHaveAttribute('aria-pressed', 'true');
  const info = page.getByRole('region', { name: 'Datum, plats och pris' });
  await expect(info.getByRole('link', { name: 'Lägg till i kalendern' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  await expect(info.getByRole('link', { name: 'Visa på kartan' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\d+\.\d+%2C\d+\.\d+$/,
  );

  await cities.last().click();
  await expect(cities.last()).toHaveAttribute('aria-pressed', 'true');
  await expect(times.getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(options).toHaveCount(0);
  await expect(info.getByRole('link', { name: 'Lägg till i kalendern' })).toHaveCount(0);
});

test('a companion offer opens in the same stack, under the page’s type', async ({
  page,
  request,
}) => {
  const [live, editorial] = await Promise.all([
    titleOf(request, 'klubb-live-001'),
    titleOf(request, 'klubb-editorial-003'),
  ]);
  await page.goto(`${BRAND_A.url}/live/klubb-live-001`);
  await expect(page.getByRole('heading', { level: 1, name: live })).toBeVisible();
  const companion = page.getByRole('region', { name: 'Relaterat erbjudande' });
  await expect(companion.getByRole('heading', { name: 'Läs mer inför kvällen' })).toBeVisible();
  await companion.getByRole('link', { name: editorial }).click();
  await expect(page).toHaveURL(`${BRAND_A.url}/live/editorial/klubb-editorial-003`);
  await expect(page.getByRole('heading', { level: 1, name: editorial })).toBeVisible();

  // Its own companion is the live offer: /live/{id}, since the origin is its type.
  const back = page.getByRole('region', { name: 'Relaterat erbjudande' }).last();
  await back.getByRole('link', { name: live }).click();
  await expect(page).toHaveURL(`${BRAND_A.url}/live/klubb-live-001`);
  await expect(page.getByRole('heading', { level: 1, name: live }).last()).toBeVisible();
});

test('items toggle by picture: pressing the chosen one again deselects it', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-006`);
  const items = page.getByRole('region', { name: 'Välj artikel' }).getByRole('button');
  await expect(items).toHaveCount(2);
  const info = page.getByRole('region', { name: 'Datum, plats och pris' });
  await expect(info).toContainText(/Från \d+\skr inkl\. moms/);
  await items.last().click();
  await expect(items.last()).toHaveAttribute('aria-pressed', 'true');
  await expect(info).not.toContainText('Från');
  await items.first().click();
  await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(items.last()).toHaveAttribute('aria-pressed', 'false');
  await items.first().click();
  await expect(items.first()).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Köp', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Välj en artikel för att gå vidare med köpet.',
  );
});

test('a YouTube block asks nothing of YouTube until the member presses play', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) thirdParty.push(hostname);
  });
  await page.goto(`${BRAND_A.url}/editorial/klubb-editorial-002`);
  const play = page.getByRole('button', { name: 'Spela upp videon från YouTube' });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await play.click();
  await expect(page.getByTitle('Video från YouTube')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
  );
});

test('a url call to action opens the partner in a new tab and logs the click', async ({ page }) => {
  // The partner's page is played here: nothing in a test may reach an outside host.
  await page
    .context()
    .route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
    );
  const logLines = recordInteractionLog(page);
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-007`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Till erbjudandet' }).click(),
  ]);
  await expect(popup).toHaveURL('https://partner.example/klubb-benefit-007');
  await popup.close();
  await expect
    .poll(() => logLines)
    .toEqual([
      { event: 'callToActionButtonClicked-url', params: { offerId: 'klubb-benefit-007' } },
    ]);
});

test('brand B shows the offer detail in Norwegian', async ({ page }) => {
  await page.goto(`${BRAND_B.url}/benefit/norge-benefit-002`);
  const promo = page.getByRole('region', { name: 'Rabattkode' });
  await expect(promo.getByRole('button', { name: 'Hent kode' })).toBeEnabled();
  await expect(promo.getByText('Hentede koder: 0/1')).toBeVisible();
  await page.goto(`${BRAND_B.url}/benefit/norge-benefit-999`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fant ikke artikkelen.' }),
  ).toBeVisible();
});
