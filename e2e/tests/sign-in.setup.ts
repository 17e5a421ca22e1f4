// The `sign-in` setup project: each seeded member a test may need signs in once, on the sign-in
// screen, and the session is saved as storage state (support/signed-in.ts) for the phone and
// desktop projects to start signed in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import {
  SEED_PASSWORD,
  expectContent,
  hasKeptSession,
  openSignIn,
  submitPassword,
  textsOf,
} from '../support/auth';
import { SEEDED_MEMBERS, SESSION_KEY, stateFileOf, type SeededMember } from '../support/signed-in';
import { expect, test } from '../support/test';

for (const member of Object.keys(SEEDED_MEMBERS) as SeededMember[]) {
  const { brand, email } = SEEDED_MEMBERS[member];

  test(`${member} signs in on ${brand.url} and the session is kept for the run`, async ({
    page,
  }) => {
    const texts = textsOf(brand);
    await openSignIn(page, brand);
    await submitPassword(page, texts, email, SEED_PASSWORD);
    await expectContent(page, texts);
    expect(await hasKeptSession(page)).toBe(true);
    const state = await page.context().storageState();
    // The session only: the feed caches and the kept record the sign-in left would let a test
    // start from caches it did not fill.
    const origins = state.origins
      .filter((origin) => origin.origin === brand.url)
      .map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name === SESSION_KEY),
      }));
    expect(origins[0]?.localStorage).toHaveLength(1);
    const file = stateFileOf(member);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ cookies: [], origins }, null, 2)}\n`);
  });
}
