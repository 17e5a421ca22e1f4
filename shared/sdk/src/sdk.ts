import { createEndpoints, type Endpoints } from './endpoints';
import { createHttpClient, type HttpClientConfig, type HttpRequest } from './http-client';

/**
 * The one SDK instance of the page: the host configures it once at start. Remotes get it through
 * the runtime (`runtime.api`, ADR 015); contract-1 remotes read it here, from the host's copy of
 * this package, which the host still provides them as a singleton.
 */
let endpoints: Endpoints | null = null;
let currentConfig: HttpClientConfig | null = null;
let currentRequest: HttpRequest | null = null;

/** Sets the API and brand the SDK talks to; the host calls it before any remote loads. */
export function configureSdk(config: HttpClientConfig): void {
  currentConfig = config;
  currentRequest = createHttpClient(config);
  endpoints = createEndpoints(currentRequest);
}

/** The configured endpoints; throws if the host has not configured the SDK yet. */
export function api(): Endpoints {
  if (!endpoints) throw new Error('The SDK is used before configureSdk() was called');
  return endpoints;
}

export function sdkConfig(): HttpClientConfig | null {
  return currentConfig;
}

/** The configured HTTP client itself, for calls that are not an endpoint function (analytics). */
export function httpRequest(): HttpRequest {
  if (!currentRequest) throw new Error('The SDK is used before configureSdk() was called');
  return currentRequest;
}
