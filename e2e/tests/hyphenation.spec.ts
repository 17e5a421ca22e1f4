// Issue 32: a long compound ("träningsföreläsning", "kaffeabonnement") in a card or an offer's title
// on a 390 px phone breaks at a syllable with a hyphen, never mid-word ("kaffeabonneme/nt"), and
// never runs past its box, in both brands. This Chromium has no hyphenation dictionary for
// Swedish or Norwegian, so `hyphens: auto` alone cannot do it: the soft hyphens can.
import type { Locator } from '@playwright/test';

import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

/**
 * How each element's text is laid out: the words broken over two lines (each as "before|after",
 * soft hyphens dropped) and whether the element is wider than its box. Each is scrolled into view
 * first: a card off screen skips layout (content-visibility).
 */
async function layoutOf(elements: Locator) {
  return elements.evaluateAll(async (nodes) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const found: Array<{
      text: string;
      brokenWords: string[];
      hyphenated: number;
      overflows: boolean;
    }> = [];
    for (const node of nodes) {
      node.scrollIntoView({ block: 'center' });
      await nextFrame();
      await nextFrame();
      // Every character with the top of the line it is drawn on.
      const chars: Array<{ char: string; top: number }> = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.nodeValue ?? '';
        for (let at = 0; at < value.length; at += 1) {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          // The lowest box: a line's generated hyphen may be given to the letter after it.
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
          chars.push({ char: value[at]!, top: tops.length ? Math.round(Math.max(...tops)) : NaN });
        }
      }
      const brokenWords: string[] = [];
      let hyphenated = 0;
      let lastDrawn: { char: string; top: number; index: number } | null = null;
      chars.forEach((item, index) => {
        if (Number.isNaN(item.top)) return;
        if (lastDrawn && item.top > lastDrawn.top && /\p{L}/u.test(item.char)) {
          // A new line starts with a letter: after a space, a soft hyphen, or inside a word?
          const between = chars.slice(lastDrawn.index + 1, index).map((c) => c.char);
          const inWord = !between.some((c) => /\s/.test(c)) && !/[\s-]/.test(lastDrawn.char);
          if (inWord && (lastDrawn.char === '\u00ad' || between.includes('\u00ad'))) {
            hyphenated += 1;
          } else if (inWord) {
            const word = (from: number, step: number) => {
              let text = '';
              for (let i = from; chars[i] && /[\p{L}\u00ad]/u.test(chars[i]!.char); i += step)
                text = step > 0 ? text + chars[i]!.char : chars[i]!.char + text;
              return text.replaceAll('\u00ad', '');
            };
            brokenWords.push(`${word(lastDrawn.index, -1)}|${word(index, 1)}`);
          }
        }
        lastDrawn = { ...item, index };
      });
      const box = node.getBoundingClientRect();
      const parent = node.parentElement!.getBoundingClientRect();
      found.push({
        text: (node.textContent ?? '').replaceAll('\u00ad', ''),
        brokenWords,
        hyphenated,
        overflows: node.scrollWidth > node.clientWidth + 1 || box.right > parent.right + 0.5,
      });
    }
    return found;
  });
}

const LONG_WORDS = [
  { brand: BRAND_A, word: 'träningsföreläsning', search: 'Sök bland erbjudanden och artiklar' },
  { brand: BRAND_B, word: 'kaffeabonnement', search: 'Søk i tilbud og artikler' },
];

for (const { brand, word, search } of LONG_WORDS) {
  test(`${brand.name}: "${word}" breaks at a syllable with a hyphen, in its cards and its offer, on a phone`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'a 390 px phone is where the word outgrows a line',
    );
    await page.goto(`${brand.url}/search`);
    await page.getByRole('searchbox', { name: search }).fill(word);
    const titles = page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: new RegExp(word) });
    await expect(titles.first()).toBeVisible();

    const cards = await layoutOf(titles);
    expect(cards.filter((card) => card.overflows)).toEqual([]);
    expect(cards.flatMap((card) => card.brokenWords)).toEqual([]);
    // The word did outgrow a card's line: it was broken, at a soft hyphen.
    expect(cards.some((card) => card.hyphenated > 0)).toBe(true);

    // The offer's own title, larger, at the top of its page.
    await titles.first().getByRole('link').click();
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(word) });
    await expect(heading).toBeVisible();
    const [offer] = await layoutOf(heading);
    expect(offer?.overflows).toBe(false);
    expect(offer?.brokenWords).toEqual([]);
  });
}
