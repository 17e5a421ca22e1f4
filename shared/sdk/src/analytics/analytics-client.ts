import { ANALYTICS_MAX_BATCH, encodeAnalyticsBatch, type AnalyticsEvent } from '@klubb/contracts';

import {
  buildAnalyticsEvent,
  type AnalyticsContext,
  type AnalyticsEventInput,
} from './event-payload';

/** How a batch reaches POST /v1/a. */
export interface AnalyticsTransport {
  /** A normal send (the SDK's HTTP client, with the member's token). */
  send(body: string): Promise<void>;
  /** A send that outlives the page (sendBeacon); false when the browser would not queue it. */
  beacon(body: string): boolean;
}

export interface AnalyticsClientOptions {
  transport: AnalyticsTransport;
  /** The page's context now, or null before the brand is known (the event is then dropped). */
  readContext: () => AnalyticsContext | null;
  /** False in the flagged mode (the brand's `analyticsOff`): nothing is built or sent. */
  isEnabled: () => boolean;
  /** Where the page says it hides (window); pagehide and visibilitychange flush by beacon. */
  page?: Pick<Window, 'addEventListener'> & { document?: Pick<Document, 'visibilityState'> };
  flushDelayMs?: number;
  maxBatch?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface AnalyticsClient {
  /** Queues one event; returns at once and never throws. */
  track(input: AnalyticsEventInput): void;
  /**
   * Queues an operational report (a remote's health, ADR 024): sent in the flagged mode too, and
   * always without the member (no user id or role): it counts a version's errors, not a person.
   */
  report(input: AnalyticsEventInput): void;
  /** Sends what is queued now (by beacon when the page is going away). */
  flush(options?: { leaving?: boolean }): void;
  /** Events queued and not yet sent (for tests and the testing page). */
  pending(): number;
}

export const ANALYTICS_FLUSH_DELAY_MS = 2000;

/** How often an operational report waits a flush delay for the page's brand before it is dropped. */
const WAIT_TRIES = 10;

/**
 * The one analytics client (spec §7): builds the §3 payload at the moment of the event, batches
 * events for a short while (or up to a full batch) and posts them as base64 JSON to /v1/a; when
 * the page hides, what is queued goes by `sendBeacon` (keepalive fetch where it refuses), so a
 * closed tab loses nothing. Skipped entirely in the flagged mode.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const flushDelayMs = options.flushDelayMs ?? ANALYTICS_FLUSH_DELAY_MS;
  const maxBatch = options.maxBatch ?? ANALYTICS_MAX_BATCH;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(`[klubb] analytics: ${message}`));
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = ({ leaving = false } = {}) => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length) {
      const body = encodeAnalyticsBatch(queue.slice(0, maxBatch));
      queue = queue.slice(maxBatch);
      if (leaving && options.transport.beacon(body)) continue;
      options.transport.send(body).catch((error: unknown) => {
        log(`a batch was not sent: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  };

  options.page?.addEventListener('pagehide', () => flush({ leaving: true }));
  options.page?.addEventListener('visibilitychange', () => {
    if (options.page?.document?.visibilityState === 'hidden') flush({ leaving: true });
  });

  // Operational reports made before the page knows its brand (a remote loaded first at boot):
  // kept, with their time, until it does; tried again at the flush delay, a few times.
  let waiting: Array<{ input: AnalyticsEventInput; at: number }> = [];
  let waitTries = 0;
  let waitTimer: ReturnType<typeof setTimeout> | null = null;

  const enqueue = (event: AnalyticsEvent) => {
    queue.push(event);
    if (queue.length >= maxBatch) flush();
    else timer ??= setTimeout(() => flush(), flushDelayMs);
  };

  const releaseWaiting = (context: NonNullable<ReturnType<typeof options.readContext>>) => {
    const released = waiting;
    waiting = [];
    for (const { input, at } of released) {
      enqueue(buildAnalyticsEvent({ ...context, user: null }, input, at));
    }
  };

  const retryWaiting = () => {
    waitTimer = null;
    const context = options.readContext();
    if (context) releaseWaiting(context);
    else if ((waitTries += 1) < WAIT_TRIES) waitTimer = setTimeout(retryWaiting, flushDelayMs);
    else waiting = [];
  };

  const queueEvent = (input: AnalyticsEventInput, operational: boolean) => {
    try {
      if (!operational && !options.isEnabled()) return;
      const context = options.readContext();
      if (!context) {
        if (operational && waiting.length < maxBatch) {
          waiting.push({ input, at: now() });
          waitTimer ??= setTimeout(retryWaiting, flushDelayMs);
        }
        return;
      }
      if (waiting.length) releaseWaiting(context);
      enqueue(
        buildAnalyticsEvent(operational ? { ...context, user: null } : context, input, now()),
      );
    } catch (error) {
      log(`an event was dropped: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    track: (input) => queueEvent(input, false),
    report: (input) => queueEvent(input, true),
    flush,
    pending: () => queue.length,
  };
}
