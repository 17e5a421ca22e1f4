import type { StripeEvent, WebhookDeliverer } from './stand-in-types';
import { signWebhookPayload } from './webhook-signature';

/** Stripe retries for days; locally a few quick retries show the same at-least-once behaviour. */
export const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 4000, 15_000];

export interface WebhookDispatchOptions {
  secret: string;
  now: () => number;
  retryDelaysMs?: number[];
  /** Where failures of a delivery that is given up are told (a log line). */
  onGiveUp?: (event: StripeEvent, reason: string) => void;
}

/**
 * Delivers events to the webhook endpoint as Stripe does: each signed at sending time with
 * `Stripe-Signature`, retried on any non-2xx or network failure, without waiting for one another
 * (so two events may arrive out of order). `idle()` resolves once nothing is in flight.
 */
export function createWebhookDispatch(options: WebhookDispatchOptions) {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let deliver: WebhookDeliverer | null = null;
  let inFlight = 0;
  /** What became of the events so far (the stand-in's own process reports them to tests). */
  const counts = { delivered: 0, retried: 0, givenUp: 0 };
  let waiters: Array<() => void> = [];
  const timers = new Set<NodeJS.Timeout>();

  const settleOne = () => {
    inFlight -= 1;
    if (inFlight === 0) {
      const done = waiters;
      waiters = [];
      for (const wake of done) wake();
    }
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function attempt(event: StripeEvent): Promise<void> {
    const rawBody = JSON.stringify(event, null, 2);
    for (let round = 0; ; round += 1) {
      let reason: string;
      try {
        if (!deliver) throw new Error('no webhook endpoint connected');
        const signature = signWebhookPayload(
          rawBody,
          options.secret,
          Math.floor(options.now() / 1000),
        );
        const status = await deliver(rawBody, signature);
        if (status >= 200 && status < 300) {
          counts.delivered += 1;
          return;
        }
        reason = `HTTP ${status}`;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      const delay = delays[round];
      if (delay === undefined) {
        counts.givenUp += 1;
        options.onGiveUp?.(event, reason);
        return;
      }
      counts.retried += 1;
      await wait(delay);
    }
  }

  return {
    /** Where events go: set once the product API (or a test) is ready to receive them. */
    connect(deliverer: WebhookDeliverer) {
      deliver = deliverer;
    },
    send(event: StripeEvent): void {
      inFlight += 1;
      void attempt(event).finally(settleOne);
    },
    /** Events in flight now, and how many were delivered, retried (attempts) and given up. */
    stats: () => ({ inFlight, ...counts }),
    idle(): Promise<void> {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      deliver = null;
    },
  };
}
