import { brandSchema, type Brand } from '@klubb/contracts';
import type { RuntimeStorage } from '@klubb/runtime';

/** How long the last brand seen at an app URL is kept for the error screen of a failed start. */
export const KEPT_BRAND_LIFETIME_MS = 30 * 24 * 60 * 60_000;

const keptBrandKey = (appUrl: string) => `brandStore:${appUrl}`;

/** Keeps the brand of this app URL in the runtime's storage, so a start that cannot reach the API still wears it. */
export function keepBrand(storage: RuntimeStorage, appUrl: string, brand: Brand): void {
  storage.write(keptBrandKey(appUrl), brand, KEPT_BRAND_LIFETIME_MS);
}

/** The brand kept from the last visit to this app URL, or null (none, expired or unreadable). */
export function readKeptBrand(storage: RuntimeStorage, appUrl: string): Brand | null {
  const parsed = brandSchema.safeParse(storage.read<unknown>(keptBrandKey(appUrl)));
  return parsed.success ? parsed.data : null;
}
