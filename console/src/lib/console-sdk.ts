import {
  createPageStorage,
  createSdk,
  type HttpClientConfig,
  type HttpRequest,
  type Sdk,
  type StoredValues,
} from '@klubb/sdk';

// The console is a page of its own with one operator: its SDK client is the app's, created once
// by its bootstrap (the shared SDK keeps no module state, ADR 027).
let sdk: Sdk | null = null;

/** Creates the console's SDK client: its calls carry the operator's token and its own origin. */
export function configureConsoleSdk(config: HttpClientConfig): void {
  sdk = createSdk(config);
}

/** The console's HTTP client; throws before the bootstrap (or a test) configured it. */
export function consoleHttp(): HttpRequest {
  if (!sdk) throw new Error('The console’s SDK is used before configureConsoleSdk() was called');
  return sdk.http;
}

/**
 * The console's storage: the page's localStorage, or memory where it is blocked (the shared SDK
 * keeps none in a module; the console, one page with one operator, keeps its own here).
 */
export const consoleStorage: StoredValues = createPageStorage();
