import {
  createIdentityClient,
  standInUrls,
  type IdentityClient,
  type IdentityClientConfig,
} from './identity-client';
import { pageRequestTimeoutMs } from './request-timeout';

/** The stand-in accepts any non-empty key; production passes the project's web API key. */
export const LOCAL_IDENTITY_API_KEY = 'klubb-local';

export interface IdentitySettings {
  /** The product API; the stand-in's URLs are derived from it unless `urls` are given. */
  apiUrl: string;
  tenantId: string | null;
  locale?: string;
  apiKey?: string;
  urls?: Pick<IdentityClientConfig, 'identityToolkitUrl' | 'secureTokenUrl'>;
}

let client: IdentityClient | null = null;

/**
 * Sets up the page's identity client for the brand's tenant: the host, once the brand is known.
 * Remotes sign in with the same one through the runtime (`runtime.identity.client()`, ADR 015);
 * contract-1 remotes read it here, from the host's copy of this package, a singleton for them.
 */
export function configureIdentity(settings: IdentitySettings): IdentityClient {
  client = createIdentityClient({
    ...(settings.urls ?? standInUrls(settings.apiUrl)),
    apiKey: settings.apiKey ?? LOCAL_IDENTITY_API_KEY,
    tenantId: settings.tenantId,
    timeoutMs: pageRequestTimeoutMs,
    ...(settings.locale ? { locale: settings.locale } : {}),
  });
  return client;
}

/** The configured identity client; throws before configureIdentity(). */
export function identity(): IdentityClient {
  if (!client) throw new Error('The identity client is used before configureIdentity()');
  return client;
}
