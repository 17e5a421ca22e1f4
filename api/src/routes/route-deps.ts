import type { Database } from '../db/database';
import type { Outbox } from '../dev/outbox';
import type { Authenticator } from '../http/authenticate';
import type { IdentityStandIn } from '../identity/stand-in';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RateLimitStore } from '../plugins/rate-limit-store';
import type { PushSender } from '../push/push-outbox';
import type { BrandDirectory } from '../services/brand-directory';
import type { CanaryWatch } from '../services/registry/canary-watch';

/** What route plugins are given: no globals, so a test can build the app on any database. */
export interface RouteDeps {
  database: Database;
  brands: BrandDirectory;
  /** The API's public base URL, for absolute image URLs. */
  publicUrl: string;
  /** Checks the member's ID token on every member call. */
  auth: Authenticator;
  /** The identity stand-in, whose accounts the API manages directly; null in production. */
  standIn: IdentityStandIn | null;
  /** Where e-mails go (a log and an in-memory list: no mail server). */
  outbox: Outbox;
  settings: ServiceSettings;
  /** Rate-limit counters: Redis when REDIS_URL is set, this process's memory otherwise. */
  rateLimits: RateLimitStore;
  /** The card payment provider: the stand-in, or Stripe with STRIPE_SECRET_KEY. */
  payments: PaymentProvider;
  /** Sends the pushes of waiting-list offers once their transaction has committed (ADR 031). */
  push: PushSender;
  /** Judges running canaries after their health reports are counted (ADR 024); absent: never. */
  canaryWatch?: CanaryWatch;
}

/** Keys of outside services that answers hand to the client; none is a secret. */
export interface ServiceSettings {
  /** Google Maps browser key (MAPS_API_KEY); empty when not configured. */
  mapsApiKey: string;
  /** The card payment provider's publishable key (STRIPE_PUBLISHABLE_KEY). */
  publishableKey: string;
}
