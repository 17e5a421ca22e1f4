import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { TestInfo } from '@playwright/test';

import { ANNA, ERIK, OLA } from './auth';
import { BRAND_A, BRAND_B } from './brands';
import type { Session } from './members';

// The seeded members' sessions, signed in once per run on the sign-in screen by the `sign-in`
// setup project (tests/sign-in.setup.ts) and handed to each test that only needs a signed-in
// member as its context's storage state: no sign-in per test (each costs a password hash, seconds
// on a busy runner). Tests of signing in, and tests that sign out (which revokes the session's
// refresh token), sign in on their own.

/** One seeded member per brand and project: both projects run at once on one database. */
export const SEEDED_MEMBERS = {
  anna: { brand: BRAND_A, email: ANNA.email },
  erik: { brand: BRAND_A, email: ERIK.email },
  ola: { brand: BRAND_B, email: OLA.email },
} as const;
export type SeededMember = keyof typeof SEEDED_MEMBERS;

/** Where @klubb/session keeps the session (localStorage, one per brand origin). */
export const SESSION_KEY = 'klubb:authSession';

/** The storage state file of a seeded member (git-ignored, rewritten every run). */
export const stateFileOf = (member: SeededMember): string =>
  fileURLToPath(new URL(`../.auth/${member}.json`, import.meta.url));

/** The brand's seeded member of the project: brand B's Ola; brand A's Anna (phone) or Erik. */
export function memberKeyOf(brand: { url: string }, projectName: string): SeededMember {
  if (brand.url === BRAND_B.url) return 'ola';
  return projectName === 'desktop' ? 'erik' : 'anna';
}

/**
 * `test.use(signedInAs(brand))`: every page of the test starts with the brand's seeded member
 * of the project signed in (the app restores the kept session on start).
 */
export const signedInAs = (brand: { url: string }) => ({
  // Playwright reads the fixture's first parameter as the list of fixtures it needs: none.
  // eslint-disable-next-line no-empty-pattern
  storageState: async ({}, use: (file: string) => Promise<void>, testInfo: TestInfo) => {
    await use(stateFileOf(memberKeyOf(brand, testInfo.project.name)));
  },
});

interface StorageState {
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

/** The kept session of the stored state, for the member's own calls to the API. */
export function storedSessionOf(brand: { url: string }, testInfo: TestInfo): Session {
  const file = stateFileOf(memberKeyOf(brand, testInfo.project.name));
  const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const entry = state.origins
    .find((origin) => origin.origin === brand.url)
    ?.localStorage.find((item) => item.name === SESSION_KEY);
  if (!entry) throw new Error(`${file} holds no session for ${brand.url}`);
  return (JSON.parse(entry.value) as { value: Session }).value;
}
