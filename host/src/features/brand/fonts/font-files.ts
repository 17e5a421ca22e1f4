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

/** A face's local fallback: the system faces it is drawn with, scaled to the face's metrics. */
export interface FontFallback {
  local: ReadonlyArray<string>;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** Each face's fallback by family and weight, its numbers read from the files (ADR 036). */
export const FONT_FALLBACKS: Readonly<Record<string, Readonly<Record<number, FontFallback>>>> = {
  Fraunces: {
    400: {
      local: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos-Regular',
      ],
      sizeAdjust: '115.45%',
      ascentOverride: '84.71%',
      descentOverride: '22.09%',
      lineGapOverride: '0.00%',
    },
    600: {
      local: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ],
      sizeAdjust: '111.99%',
      ascentOverride: '87.33%',
      descentOverride: '22.77%',
      lineGapOverride: '0.00%',
    },
  },
  Inter: {
    400: {
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
      lineGapOverride: '0.00%',
    },
    600: {
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
      sizeAdjust: '101.53%',
      ascentOverride: '95.42%',
      descentOverride: '23.76%',
      lineGapOverride: '0.00%',
    },
  },
  Montserrat: {
    600: {
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
      sizeAdjust: '108.34%',
      ascentOverride: '89.35%',
      descentOverride: '23.17%',
      lineGapOverride: '0.00%',
    },
  },
  'Source Sans 3': {
    400: {
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      sizeAdjust: '93.76%',
      ascentOverride: '109.21%',
      descentOverride: '42.66%',
      lineGapOverride: '0.00%',
    },
    600: {
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
      sizeAdjust: '89.80%',
      ascentOverride: '114.04%',
      descentOverride: '44.55%',
      lineGapOverride: '0.00%',
    },
  },
  'Source Serif 4': {
    400: {
      local: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos-Regular',
      ],
      sizeAdjust: '117.91%',
      ascentOverride: '87.87%',
      descentOverride: '28.41%',
      lineGapOverride: '0.00%',
    },
  },
};
