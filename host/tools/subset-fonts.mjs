// `node host/tools/subset-fonts.mjs`: the brand fonts the host serves (issue 32), made from the
// @fontsource packages (root devDependencies, SIL Open Font License 1.1) into
// host/src/features/brand/fonts/: each face the brand themes name, in the weights the house draws
// (400 for text, 600 for headings and every bolder text: a 700 is drawn with the 600 face), cut
// down with HarfBuzz (subset-font) to the letters Swedish, Norwegian and English need (Latin-1:
// å ä ö æ ø é ü …, the soft hyphen) and the punctuation the copy uses (– — ‘ ’ “ ” … → €),
// with the layout features text needs, as woff2. Writes font-files.ts (the faces by family and
// weight) and each family's licence beside them. The output is committed: the build reads it.
//
// Each face also gets its metric-matched local fallback (ADR 036): a system face of the same kind
// (Arial or Times New Roman, regular for 400, bold for 600, or their metric-compatible clones
// Liberation and Arimo/Tinos) scaled with `size-adjust` to the face's average letter width and
// given the face's ascent, descent and line gap, so text laid out before the face arrives keeps
// its lines and height when it swaps in. The numbers are read here from the files themselves
// (@capsizecss/unpack): the subset face's, and the fallback's from Arimo and Tinos (@fontsource,
// OFL/Apache, metric-compatible with Arial and Times New Roman by design).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fromBuffer } from '@capsizecss/unpack';
import { format } from 'prettier';
import subsetFont from 'subset-font';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'host/src/features/brand/fonts');
const require = createRequire(import.meta.url);

/** Each family: its @fontsource package, the weights drawn and the kind of its fallback. */
const FAMILIES = [
  { family: 'Fraunces', pkg: 'fraunces', weights: [400, 600], kind: 'serif' },
  { family: 'Inter', pkg: 'inter', weights: [400, 600], kind: 'sans' },
  { family: 'Montserrat', pkg: 'montserrat', weights: [600], kind: 'sans' },
  { family: 'Source Sans 3', pkg: 'source-sans-3', weights: [400, 600], kind: 'sans' },
  { family: 'Source Serif 4', pkg: 'source-serif-4', weights: [400], kind: 'serif' },
];

/**
 * The local faces a fallback is drawn with, by kind and weight (400: regular, 600: bold, as no
 * system has a semibold of these), by full and PostScript name (what `local()` matches), and the
 * metric-compatible @fontsource face their widths are read from.
 */
const FALLBACKS = {
  sans: {
    400: {
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      metrics: ['arimo', 400],
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
      metrics: ['arimo', 700],
    },
  },
  serif: {
    400: {
      local: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos-Regular',
      ],
      metrics: ['tinos', 400],
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
      metrics: ['tinos', 700],
    },
  },
};

/** A ratio as a CSS percentage, to 0.01 %. */
const percent = (ratio) => `${(ratio * 100).toFixed(2)}%`;

/**
 * The fallback's @font-face descriptors that make `base` (a local face) take the room `face`
 * takes: its average letter width (capsize's xWidthAvg, weighted by English letter frequency)
 * scaled to the face's, then the face's ascent, descent and line gap in the scaled em.
 */
function fallbackMetrics(face, base) {
  const sizeAdjust = face.xWidthAvg / face.unitsPerEm / (base.xWidthAvg / base.unitsPerEm);
  const em = face.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(face.ascent / em),
    descentOverride: percent(Math.abs(face.descent) / em),
    lineGapOverride: percent(face.lineGap / em),
  };
}

/** The code points kept, as inclusive ranges; also the faces' unicode-range. */
const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: å ä ö æ ø é ü ß ×, the no-break space and the soft hyphen
  [0x2010, 0x2011], // hyphen, no-break hyphen (hyphens: auto)
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];

/** Kerning, ligatures, contextual forms, accents, localised forms, tabular figures. */
const FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];
/** Copyright, licence description and licence URL stay in each file (OFL 1.1). */
const NAME_IDS = [0, 13, 14];

const slug = (family) => family.toLowerCase().replace(/\s+/g, '-');
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = () =>
  RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

async function main() {
  const text = RANGES.flatMap(([a, b]) =>
    Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
  ).join('');
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const imports = [];
  const entries = [];
  const fallbacks = [];
  for (const { family, pkg, weights, kind } of FAMILIES) {
    const dir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
    writeFileSync(join(OUT, `${slug(family)}.OFL.txt`), readFileSync(join(dir, 'LICENSE')));
    const faces = [];
    const fallbackFaces = [];
    for (const weight of weights) {
      const source = readFileSync(join(dir, `files/${pkg}-latin-${weight}-normal.woff2`));
      const subset = await subsetFont(source, text, {
        targetFormat: 'woff2',
        keepFeatures: FEATURES,
        preserveNameIds: NAME_IDS,
        noHinting: true,
      });
      const file = `${slug(family)}-${weight}.woff2`;
      writeFileSync(join(OUT, file), subset);
      const name = `${slug(family).replace(/-(\w)/g, (_, c) => c.toUpperCase())}${weight}`;
      imports.push(`import ${name} from './${file}';`);
      faces.push(`${weight}: ${name}`);
      const fallback = FALLBACKS[kind][weight];
      const [basePkg, baseWeight] = fallback.metrics;
      const baseDir = dirname(require.resolve(`@fontsource/${basePkg}/package.json`));
      const base = await fromBuffer(
        readFileSync(join(baseDir, `files/${basePkg}-latin-${baseWeight}-normal.woff2`)),
      );
      const metrics = fallbackMetrics(await fromBuffer(subset), base);
      fallbackFaces.push(`${weight}: ${JSON.stringify({ local: fallback.local, ...metrics })}`);
      console.log(`${file}: ${source.length} -> ${subset.length} bytes; fallback`, metrics);
    }
    entries.push(`  '${family}': { ${faces.join(', ')} },`);
    fallbacks.push(`  '${family}': { ${fallbackFaces.join(', ')} },`);
  }
  const source = [
    '// Written by host/tools/subset-fonts.mjs: the self-hosted faces by family and weight (their URLs).',
    ...imports,
    '',
    '/** The code points every face holds (its @font-face unicode-range). */',
    `export const FONT_UNICODE_RANGE = '${unicodeRange()}';`,
    '',
    'export const FONT_FILES: Readonly<Record<string, Readonly<Record<number, string>>>> = {',
    ...entries,
    '};',
    '',
    "/** A face's local fallback: the system faces it is drawn with, scaled to the face's metrics. */",
    'export interface FontFallback {',
    '  local: ReadonlyArray<string>;',
    '  sizeAdjust: string;',
    '  ascentOverride: string;',
    '  descentOverride: string;',
    '  lineGapOverride: string;',
    '}',
    '',
    "/** Each face's fallback by family and weight, its numbers read from the files (ADR 036). */",
    'export const FONT_FALLBACKS: Readonly<Record<string, Readonly<Record<number, FontFallback>>>> = {',
    ...fallbacks,
    '};',
    '',
  ].join('\n');
  const options = JSON.parse(readFileSync(join(ROOT, '.prettierrc.json'), 'utf8'));
  writeFileSync(
    join(OUT, 'font-files.ts'),
    await format(source, { ...options, parser: 'typescript' }),
  );
}

await main();
