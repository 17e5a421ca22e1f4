import { createEndpoints, type Endpoints } from './endpoints';
import { createHttpClient, type HttpClientConfig } from './http-client';

/**
 * The one SDK instance of the page. @klubb/sdk is a Module Federation singleton, so the host and
 * every remote read this same module: the host configures it once at start, the remotes call it.
 */
let endpoints: Endpoints | null = null;
let currentConfig: HttpClientConfig | null = null;

/** Sets the API and brand the SDK talks to; the host calls it before any remote loads. */
export function configureSdk(config: HttpClientConfig): void {
  currentConfig = config;
  endpoints = createEndpoints(createHttpClient(config));
}

/** The configured endpoints; throws if the host has not configured the SDK yet. */
export function api(): Endpoints {
  if (!endpoints) throw new Error('The SDK is used before configureSdk() was called');
  return endpoints;
}

export function sdkConfig(): HttpClientConfig | null {
  return currentConfig;
}
