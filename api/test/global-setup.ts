import { ensureSnapshots } from './helpers/pglite-snapshots';

/** Jest global set-up: build the PGlite archives the test files start from (see pglite-snapshots.ts). */
export default async function globalSetup(): Promise<void> {
  await ensureSnapshots();
}
