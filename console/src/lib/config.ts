import { OPERATORS_TENANT_ID } from '@klubb/contracts';
import { GOOGLE_IDENTITY_URLS, type IdentitySettings } from '@klubb/sdk';

/** The product API the console calls (the build's KLUBB_API_URL). */
export const API_URL = __KLUBB_API_URL__;

/**
 * The identity client's settings: the operators' tenant, never a brand's. With the build's web
 * API key the console signs in at Google's Identity Toolkit, without one at the API's stand-in.
 * The key is public by design (a Firebase web key); the console holds no secret.
 */
export function consoleIdentitySettings(apiKey: string, locale: string): IdentitySettings {
  const base = { apiUrl: API_URL, tenantId: OPERATORS_TENANT_ID, locale };
  return apiKey ? { ...base, apiKey, urls: GOOGLE_IDENTITY_URLS } : base;
}

/** How often a brand with a running canary is asked again ("watch it"). */
export const CANARY_WATCH_INTERVAL_MS = 10_000;
