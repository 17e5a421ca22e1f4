// Written by host/tools/subset-fonts.mjs: the self-hosted faces by family and weight (their URLs).
import fraunces400 from './fraunces-400.woff2';
import fraunces600 from './fraunces-600.woff2';
import inter400 from './inter-400.woff2';
import inter600 from './inter-600.woff2';
import montserrat600 from './montserrat-600.woff2';
import sourceSans3400 from './source-sans-3-400.woff2';
import sourceSans3600 from './source-sans-3-600.woff2';
import sourceSerif4400 from './source-serif-4-400.woff2';

/** The code points every face holds (its @font-face unicode-range). */
export const FONT_UNICODE_RANGE =
  'U+0020-007E, U+00A0-00FF, U+2010-2011, U+2013-2014, U+2018-201E, U+2022, U+2026, U+2039-203A, U+20AC, U+2122, U+2190-2193, U+2212';

export const FONT_FILES: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  Fraunces: { 400: fraunces400, 600: fraunces600 },
  Inter: { 400: inter400, 600: inter600 },
  Montserrat: { 600: montserrat600 },
  'Source Sans 3': { 400: sourceSans3400, 600: sourceSans3600 },
  'Source Serif 4': { 400: sourceSerif4400 },
};
