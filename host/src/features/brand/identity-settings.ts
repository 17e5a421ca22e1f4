import type { Language } from '@klubb/contracts';
import { GOOGLE_IDENTITY_URLS, type IdentitySettings } from '@klubb/sdk';

/**
 * The identity client's settings for a brand. With a web API key (the build's
 * KLUBB_IDENTITY_API_KEY) the app signs in at Google's Identity Toolkit; without one at the API's
 * stand-in, which speaks the same protocol (PROTOCOLS.md §1).
 */
export function identitySettings(options: {
  apiUrl: string;
  apiKey: string;
  tenantId: string | null;
  language: Language;
}): IdentitySettings {
  const { apiUrl, apiKey, tenantId, language } = options;
  const base = { apiUrl, tenantId, locale: language };
  return apiKey ? { ...base, apiKey, urls: GOOGLE_IDENTITY_URLS } : base;
}
