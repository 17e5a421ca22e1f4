import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { brandKlubb } from './brand-klubb';
import { brandKlubbNorge } from './brand-klubb-norge';

// Issue 32, item 4: every text of both brands meets WCAG 2.2 AA (1.4.3: 4.5:1, large text 3:1).
// The screens are checked by axe (e2e/tests/accessibility.spec.ts); this checks the brands' theme
// tokens themselves, so a theme that cannot be read fails before any screen is drawn with it.

/** The relative luminance of a #RRGGBB colour (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, 1 to 21. */
function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const NORMAL_TEXT = 4.5;
/** WCAG 2.2 1.4.11: a focus ring and other parts of controls against what is next to them. */
const NON_TEXT = 3;
const WHITE = '#FFFFFF';

type Colors = (typeof brandKlubb.brand.theme.light)['colors'];
type Token = keyof Colors;

/**
 * Every pair of tokens the kit and the remotes draw text with (foreground on background). The
 * brand's accent is missing on purpose: it is a decoration (borders, tints), never a text colour;
 * the last test below keeps it so.
 */
const TEXT_PAIRS: ReadonlyArray<readonly [Token, Token]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  // Links and text buttons ("Ta bort", the receipt link) and outlined buttons.
  ['primary', 'background'],
  ['primary', 'surface'],
  // Filled buttons and the cart badge.
  ['onPrimary', 'primary'],
  ['onNavigationBar', 'navigationBar'],
  ['error', 'background'],
  ['error', 'surface'],
];

describe.each([brandKlubb, brandKlubbNorge])('the theme of $brand.name', ({ brand }) => {
  const { colors, billboardTheme } = brand.theme.light;

  it.each(TEXT_PAIRS)('draws %s on %s at 4.5:1 or more', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(
      NORMAL_TEXT,
    );
  });

  // Issue 32: the focus ring was drawn in the accent, 1.86:1 on brand A's page.
  it.each([
    ['primary', 'background'],
    ['primary', 'surface'],
    ['onNavigationBar', 'navigationBar'],
  ] as const)('rings focus in %s on %s at 3:1 or more', (ring, background) => {
    expect(contrastRatio(colors[ring], colors[background])).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it('writes white on its error colour (the sold-out tag) and its billboard overlay', () => {
    expect(contrastRatio(WHITE, colors.error)).toBeGreaterThanOrEqual(NORMAL_TEXT);
    expect(contrastRatio(WHITE, billboardTheme.overlay)).toBeGreaterThanOrEqual(NORMAL_TEXT);
  });
});

describe('the contrast ratio', () => {
  it('is WCAG’s: black on white 21:1, the cart’s old amber on white 1.86:1', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#F2B33D', WHITE)).toBeCloseTo(1.86, 2);
  });
});

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const STYLED = ['host', 'mf-auth', 'mf-feeds', 'mf-offer', 'mf-commerce', 'mf-more', 'shared/ui'];

function cssFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFilesUnder(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('the apps’ style sheets', () => {
  it('never write text or a focus ring in the brand’s accent (brand A’s amber is 1.86:1 on white)', () => {
    const offending = STYLED.flatMap((app) => cssFilesUnder(join(ROOT, app, 'src'))).flatMap(
      (file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^\s*(color|outline):.*--k-color-accent/.test(line))
          .map((line) => `${relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
