import frauncesUrl from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
import interUrl from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import montserratUrl from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2';
import sourceSansUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2';
import sourceSerifUrl from '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2';
import { preload } from 'react-dom';

import { useRuntimeSession } from '@klubb/runtime';
import { selectBrand } from '@klubb/session';

import './brand-fonts.css';

/** The latin face a heading is drawn with (weight 600, brand-fonts.css), by family name. */
const HEADING_FACES: Readonly<Record<string, string>> = {
  Fraunces: frauncesUrl,
  Inter: interUrl,
  Montserrat: montserratUrl,
  'Source Sans 3': sourceSansUrl,
  'Source Serif 4': sourceSerifUrl,
};

/** The self-hosted file of a font stack's first family (`'Fraunces', Georgia, serif`), if any. */
export function headingFaceOf(stack: string): string | undefined {
  const first = stack
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  return first ? HEADING_FACES[first] : undefined;
}

/**
 * Preloads the brand's heading face, so the first view's titles swap to it early: React puts
 * the `<link rel="preload" as="font">` into the server's HTML and, on the client, into the head.
 */
export function BrandFontPreload() {
  const stack = useRuntimeSession(selectBrand)?.theme.light.fontFamily.heading;
  const face = stack ? headingFaceOf(stack) : undefined;
  if (face) preload(face, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}
