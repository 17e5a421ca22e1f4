import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

import {
  playwrightDisabledFeatures,
  UNUSED_BROWSER_UI_FEATURES,
  withDisabledFeatures,
} from './chromium-features.mjs';

const E2E = fileURLToPath(new URL('../../../e2e/', import.meta.url));

describe('one --disable-features for Chromium', () => {
  it('adds the features to the one list there is, keeping its own and the other flags', () => {
    expect(withDisabledFeatures(['--a', '--disable-features=X,Y', '--b'], ['Y', 'Z'])).toEqual([
      '--a',
      '--b',
      '--disable-features=X,Y,Z',
    ]);
  });

  it('merges several lists into one (Chromium would read only the last)', () => {
    expect(
      withDisabledFeatures(['--disable-features=X', '--c', '--disable-features=W'], ['Z']),
    ).toEqual(['--c', '--disable-features=X,W,Z']);
  });

  it('starts a list when there is none', () => {
    expect(withDisabledFeatures(['--a'], UNUSED_BROWSER_UI_FEATURES)).toEqual([
      '--a',
      `--disable-features=${UNUSED_BROWSER_UI_FEATURES.join(',')}`,
    ]);
  });
});

describe("Playwright's own disabled features", () => {
  it("are read from the installed playwright-core's bundle", () => {
    const require = createRequire(import.meta.url);
    const core = require.resolve('playwright-core/package.json', {
      paths: [require.resolve('@playwright/test/package.json', { paths: [E2E] })],
    });
    const features = playwrightDisabledFeatures(
      readFileSync(new URL('lib/coreBundle.js', pathToFileURL(core)), 'utf8'),
    );
    // Two that Playwright's own tests depend on (its chromiumSwitches.ts says why).
    expect(features).toEqual(expect.arrayContaining(['PaintHolding', 'AimEnabled']));
    expect(features.every((name) => /^[\w-]+$/.test(name))).toBe(true);
  });

  it('skip commented-out names and fail loudly when the list has moved', () => {
    const bundle = `x; disabledFeatures = [\n  // "Gone",\n  "One",\n  'Two'\n].filter(Boolean);`;
    expect(playwrightDisabledFeatures(bundle)).toEqual(['One', 'Two']);
    expect(() => playwrightDisabledFeatures('const nothing = 1;')).toThrow(/not found/);
  });
});
