import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import type { BRAND_B } from '../support/brands';
import { BRAND_A } from '../support/brands';

// What the screenshot review's specs share: where the pictures go, how one is taken, and when a
// screen has settled enough to be taken.

export const OUT = fileURLToPath(new URL('../review-shots/', import.meta.url));

export type Brand = typeof BRAND_A | typeof BRAND_B;
export const isA = (brand: Brand) => brand.url === BRAND_A.url;

/** The folder of a project's pictures of one brand, sign-in state and kind: `phone/a-in-full`. */
export const folderOf = (project: string, brand: Brand, signedIn: boolean, kind: string) =>
  `${OUT}${project}/${isA(brand) ? 'a' : 'b'}-${signedIn ? 'in' : 'out'}-${kind}`;

/** A full-page picture; an open dialog's only of the screen, as its backdrop covers only that. */
export async function shoot(page: Page, folder: string, name: string, fullPage = true) {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage, animations: 'disabled' });
}

/** Waits for the page to settle: its first heading or main content, and no placeholders left. */
export async function settle(page: Page) {
  await page
    .locator('main, [role="main"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[data-skeleton]'), null, { timeout: 8_000 })
    .catch(() => undefined);
}
