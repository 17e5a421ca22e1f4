import type { Theme } from '@klubb/contracts';

import { FONT_FALLBACKS, FONT_FILES, FONT_UNICODE_RANGE } from './fonts/font-files';

type FontRole = keyof Theme['fontFamily'];

/**
 * The weights each font role of a theme is drawn in (base.css and the apps' styles): text at 400
 * and 600 (a 700 is drawn with the 600 face, never synthesised), headings at 600, the offer's
 * preamble at 400. The image role names no text the apps draw.
 */
const ROLE_WEIGHTS: Readonly<Record<FontRole, ReadonlyArray<number>>> = {
  body: [400, 600],
  heading: [600],
  image: [],
  preamble: [400],
  tag: [400],
};

/** The roles every screen's first view draws (the cards' titles and tags, the bar): preloaded. */
const FIRST_VIEW_ROLES: ReadonlySet<FontRole> = new Set(['body', 'heading', 'tag']);

export interface BrandFontFace {
  family: string;
  weight: number;
  url: string;
  /** Drawn in every first view, so worth a preload. */
  firstView: boolean;
}

/** A font stack's first family, unquoted: `'Fraunces', Georgia, serif` → `Fraunces`. */
export function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}

/**
 * The self-hosted faces a theme's families and roles need, each family and weight once, in a
 * stable order; a family the house does not host is left to the stack's fallback.
 */
export function brandFontFaces(fontFamily: Theme['fontFamily']): BrandFontFace[] {
  const faces = new Map<string, BrandFontFace>();
  for (const role of Object.keys(ROLE_WEIGHTS) as FontRole[]) {
    const family = firstFamily(fontFamily[role]);
    const files = FONT_FILES[family];
    if (!files) continue;
    for (const weight of ROLE_WEIGHTS[role]) {
      const url = files[weight];
      if (!url) continue;
      const key = `${family} ${weight}`;
      const firstView = FIRST_VIEW_ROLES.has(role) || faces.get(key)?.firstView === true;
      faces.set(key, { family, weight, url, firstView });
    }
  }
  return [...faces.values()];
}

/** The family of a hosted family's metric-matched local fallback (`Inter` → `Inter Fallback`). */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/**
 * A theme's stacks with each hosted family's fallback right after it (`'Inter', system-ui` →
 * `'Inter', 'Inter Fallback', system-ui`): text is laid out in the fallback, scaled to the face's
 * metrics, until the face arrives, so the swap moves nothing (ADR 036).
 */
export function withFontFallbacks<T extends { fontFamily: Theme['fontFamily'] }>(theme: T): T {
  const fontFamily = { ...theme.fontFamily };
  for (const role of Object.keys(fontFamily) as FontRole[]) {
    const stack = fontFamily[role];
    const family = firstFamily(stack);
    if (!FONT_FALLBACKS[family]) continue;
    const rest = stack.slice(stack.indexOf(',') < 0 ? stack.length : stack.indexOf(','));
    fontFamily[role] = `'${family}', '${fallbackFamily(family)}'${rest}`;
  }
  return { ...theme, fontFamily };
}

/**
 * The faces' @font-face rules: woff2, the Latin range they hold, `swap` (docs/adr/036), and
 * each face's local fallback, sized to the face's metrics (host/tools/subset-fonts.mjs), so the
 * swap re-flows nothing.
 */
export function fontFaceCss(faces: ReadonlyArray<BrandFontFace>): string {
  return faces
    .map(({ family, weight, url }) => {
      const face =
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};` +
        `font-display:swap;src:url(${url}) format('woff2');unicode-range:${FONT_UNICODE_RANGE}}`;
      const fallback = FONT_FALLBACKS[family]?.[weight];
      if (!fallback) return face;
      const local = fallback.local.map((name) => `local('${name}')`).join(',');
      return (
        face +
        `@font-face{font-family:'${fallbackFamily(family)}';font-style:normal;` +
        `font-weight:${weight};src:${local};size-adjust:${fallback.sizeAdjust};` +
        `ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};` +
        `line-gap-override:${fallback.lineGapOverride}}`
      );
    })
    .join('');
}
