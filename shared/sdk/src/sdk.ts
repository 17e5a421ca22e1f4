import { createEndpoints, type Endpoints } from './endpoints';
import { createHttpClient, type HttpClientConfig, type HttpRequest } from './http-client';
import { createBankIdEndpoints, type BankIdEndpoints } from './identity/bankid-endpoints';

/** One SDK client: the HTTP client for an API and brand, and the endpoints over it. */
export interface Sdk {
  /** What it was created with (the API's URL, the brand's app URL, the token source). */
  config: HttpClientConfig;
  /** The configured HTTP client itself, for calls that are not an endpoint (analytics). */
  http: HttpRequest;
  /** The product API's endpoints. */
  api: Endpoints;
  /** The BankID sign-in calls over the same HTTP client. */
  bankId: BankIdEndpoints;
}

/**
 * Creates an SDK client for one API and brand (ADR 027). It keeps no module state: whoever
 * creates it owns it — a page's runtime (`createRuntime`), one per server render, the console's
 * bootstrap — so two clients for two brands can live side by side in one process.
 */
export function createSdk(config: HttpClientConfig): Sdk {
  const http = createHttpClient(config);
  return { config, http, api: createEndpoints(http), bankId: createBankIdEndpoints(http) };
}
