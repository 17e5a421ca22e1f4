import {
  ANALYTICS_MAX_BATCH,
  API_PATHS,
  REMOTE_HEALTH_EVENT,
  type RemoteHealthKind,
} from '@klubb/contracts';

import type { HttpRequest } from '../http-client';

import {
  createAnalyticsClient,
  type AnalyticsClient,
  type AnalyticsClientOptions,
} from './analytics-client';
import type { AnalyticsEventInput } from './event-payload';

let client: AnalyticsClient | null = null;

/** Health reports made before the host configured analytics (a remote loaded at boot). */
let early: AnalyticsEventInput[] = [];

export interface PageAnalyticsOptions {
  apiUrl: string;
  /** The SDK's HTTP client (token, brand header, error records). */
  request: HttpRequest;
  readContext: AnalyticsClientOptions['readContext'];
  isEnabled: AnalyticsClientOptions['isEnabled'];
}

/**
 * Sets up the page's analytics client (the host, once the brand is known). Batches go through
 * the HTTP client (with the member's token, so the API stores the verified user); on leaving,
 * by `sendBeacon` as text/plain (no preflight, no token: the API stores the event without user).
 */
export function configureAnalytics(options: PageAnalyticsOptions): AnalyticsClient {
  // Appended, as the HTTP client does: the API may sit under a path (`<app origin>/api`, ADR 014).
  const beaconUrl = `${options.apiUrl.replace(/\/+$/, '')}${API_PATHS.analytics}`;
  client = createAnalyticsClient({
    transport: {
      send: async (body) => {
        await options.request(API_PATHS.analytics, { method: 'POST', body, keepalive: true });
      },
      beacon: (body) =>
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(beaconUrl, new Blob([body], { type: 'text/plain' })),
    },
    readContext: options.readContext,
    isEnabled: options.isEnabled,
    page: window,
  });
  for (const input of early) client.report(input);
  early = [];
  return client;
}

/**
 * Records one analytics event through the page's one client (host and remotes alike). Before the
 * host has configured analytics, and in the flagged mode, it does nothing. Never throws.
 */
export function trackEvent(
  eventName: string,
  eventType: string,
  customParams?: AnalyticsEventInput['customParams'],
): void {
  client?.track({ eventName, eventType, ...(customParams ? { customParams } : {}) });
}

/**
 * Reports one health signal of a remote version (ADR 024: a session of it, a load failure, an
 * error its boundary caught, an uncaught error, an API 5xx on its pages) through the page's
 * analytics client: batched with the events, by beacon when the page hides, in the flagged mode
 * too, never with the member; made before the host configured analytics, it waits for it. Never throws.
 */
export function reportRemoteHealth(remote: string, version: string, kind: RemoteHealthKind): void {
  const input = {
    eventName: REMOTE_HEALTH_EVENT,
    eventType: 'health',
    customParams: { remote, version, kind },
  };
  if (client) client.report(input);
  else if (early.length < ANALYTICS_MAX_BATCH) early.push(input);
}
