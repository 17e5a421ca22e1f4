import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, colour contrast included: axe-core's rules with these
 * tags (issue 32). Lighthouse's accessibility score on three pages let the cart drawer's 1.86:1
 * through; axe on every screen fails the run on any violation.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A violation as one readable line per element: rule, impact, what is wrong and where. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help} at ${node.target.join(' ')}`,
    ),
  );
}

/**
 * Waits until the screen has settled (its `ready` element shows, no skeleton is left) and checks
 * it with axe: the whole page, or only the elements `within` selects (an open dialog, whose page
 * behind is inert).
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  ready: Locator,
  { within, settled = true }: { within?: string; settled?: boolean } = {},
): Promise<void> {
  await expect(ready, `${screen} shows`).toBeVisible({ timeout: 20_000 });
  // A list's next page keeps its placeholder at the bottom: `settled: false` does not wait on it.
  if (settled) {
    await expect(page.locator('[data-skeleton]'), `${screen} has loaded`).toHaveCount(0, {
      timeout: 20_000,
    });
  }
  // Transitions (the page slide, a dialog's fade) are over before colours are measured.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  expect(describe(results.violations), `axe on ${screen}`).toEqual([]);
}
