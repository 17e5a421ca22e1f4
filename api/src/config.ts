import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { serviceAccountOf, type ServiceAccount } from './push/fcm';

/** Where the API's own files live, whatever the working directory. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
export const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));
/** Where the BankID stand-in's test PKI is kept in mutual-TLS mode (made on first start). */
const BANKID_TLS_DIR = fileURLToPath(new URL('../.data/bankid-tls', import.meta.url));
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** Where the data lives: a PostgreSQL server, a PGlite data folder, or PGlite in memory (`memory://`). */
export type DatabaseTarget =
  { kind: 'postgres'; url: string; schema?: string } | { kind: 'pglite'; dataDir: string };

/** Google's published keys for ID tokens, used when the identity stand-in is off. */
export const GOOGLE_ID_TOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** The publishable key of the local checkout stand-in (no real payment provider yet). */
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_local_klubb';

export interface IdentityConfig {
  /** Serve the Identity Toolkit stand-in in this process and trust its keys (default: outside production). */
  standIn: boolean;
  projectId: string;
  projectNumber: string;
  /** When set, the stand-in accepts only this API key; otherwise any non-empty key. */
  apiKey?: string;
  /** The key set ID tokens are checked against when the stand-in is off. */
  jwksUrl: string;
  /**
   * The stand-in's allowances per client address: failed sign-ins before it is slowed down
   * (ADR 019), and password hashes at once; its defaults when unset. The e2e stack raises them: all its
   * simulated members share one loopback address.
   */
  clientFailureLimit?: number;
  /**
   * Sign-ins of one e-mail address hashed at once (1 by default: a flood at one account holds one
   * place). The e2e stack raises it: its two workers sign the same seeded member in at once.
   */
  hashesPerEmail?: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** The API's public base URL; absolute image URLs are built from it. No trailing slash. */
  publicUrl: string;
  production: boolean;
  logLevel: string;
  database: DatabaseTarget;
  /** How long a brand lookup (app URL → brand) is reused before the database is asked again. */
  brandCacheTtlMs: number;
  identity: IdentityConfig;
  /** Google Maps browser key handed to the restaurant map; never committed, empty by default. */
  mapsApiKey: string;
  /** The card payment provider's publishable key; the local stand-in's by default. */
  publishableKey: string;
  /** Redis for rate-limit counters shared by API instances; without it each process counts alone. */
  redisUrl?: string;
  /**
   * The prefix of this installation's keys in that Redis (default `klubb:rl:`): two installations,
   * or test runs, sharing one Redis database never count each other's events.
   */
  redisKeyPrefix?: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's `trustProxy`):
   * behind nginx, the throttles per client address need the real one. Off by default.
   */
  trustProxy?: boolean | string;
  /**
   * The operator console's origin (KLUBB_CONSOLE_ORIGIN): browsers there may call the operators'
   * API (`/v1/ops/*`) only. Outside production every localhost origin may call anything anyway.
   */
  consoleOrigin?: string;
  /**
   * Stripe's secret and webhook signing keys; when absent the payment stand-in plays Stripe.
   * `apiBase` (STRIPE_API_BASE, test keys only) sends Stripe's API calls elsewhere: a payment
   * stand-in of its own process that several instances share (the failover test).
   */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /**
   * BankID's RP API stand-in in mutual-TLS mode (BANKID_MTLS_PORT, outside production): served
   * over HTTPS on that port with a client certificate required, the test PKI kept in `dir`
   * (BANKID_TLS_DIR); the sign-in flow calls it as production calls BankID.
   */
  bankIdMtls?: { port: number; dir: string };
  /**
   * PAYMENT_STAND_IN_PORT (outside production, without Stripe's keys): the in-process payment
   * stand-in also on this loopback port, Stripe's paths at the root, as Stripe is another origin.
   */
  paymentStandInPort?: number;
  /**
   * FCM_SERVICE_ACCOUNT_FILE: a Google service account key (JSON) allowed to send through FCM;
   * held tickets are then pushed to members' devices (ADR 031). Without it: the FCM stand-in
   * outside production, no push in production.
   */
  fcmServiceAccount?: ServiceAccount;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  KLUBB_DATA_DIR: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDENTITY_STAND_IN: z.enum(['true', 'false']).optional(),
  IDENTITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{3,62}$/)
    .default('klubb-local'),
  IDENTITY_PROJECT_NUMBER: z
    .string()
    .regex(/^\d{1,20}$/)
    .default('100000000001'),
  IDENTITY_API_KEY: z.string().min(1).max(200).optional(),
  IDENTITY_JWKS_URL: z.url().default(GOOGLE_ID_TOKEN_JWKS_URL),
  MAPS_API_KEY: z.string().max(200).default(''),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/)
    .default(LOCAL_PUBLISHABLE_KEY),
  TRUST_PROXY: z.string().min(1).max(500).optional(),
  KLUBB_CONSOLE_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .regex(/^https?:\/\/[^/?#]+$/, 'an origin: a scheme, host and port, without a path')
    .optional(),
  SIGN_IN_CLIENT_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SIGN_IN_HASHES_PER_EMAIL: z.coerce.number().int().min(1).max(100).optional(),
  REDIS_URL: z
    .string()
    .regex(/^redis:\/\//)
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/)
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/)
    .optional(),
  PAYMENT_STAND_IN_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  BANKID_MTLS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  BANKID_TLS_DIR: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/ })
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'a scheme, host and port only, without a path')
    .optional(),
});

/** `true` (any proxy), or a comma-separated list of proxy addresses and CIDR ranges. */
function trustProxyOf(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  // Outside production the API is reachable from this machine only; a container sets HOST on purpose.
  if (!production && !LOOPBACK_HOSTS.has(vars.HOST)) {
    throw new Error(`HOST must be a loopback address outside production (got ${vars.HOST})`);
  }
  if (production && vars.IDENTITY_STAND_IN === 'true') {
    throw new Error(
      'Refusing to start: NODE_ENV=production with IDENTITY_STAND_IN=true. The stand-ins and ' +
        'their development routes are for development only; unset IDENTITY_STAND_IN.',
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    production,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: vars.KLUBB_DATA_DIR ?? DEFAULT_DATA_DIR },
    brandCacheTtlMs: 30_000,
    identity: {
      standIn: vars.IDENTITY_STAND_IN ? vars.IDENTITY_STAND_IN === 'true' : !production,
      projectId: vars.IDENTITY_PROJECT_ID,
      projectNumber: vars.IDENTITY_PROJECT_NUMBER,
      ...(vars.IDENTITY_API_KEY ? { apiKey: vars.IDENTITY_API_KEY } : {}),
      jwksUrl: vars.IDENTITY_JWKS_URL,
      ...(vars.SIGN_IN_CLIENT_FAILURE_LIMIT
        ? { clientFailureLimit: vars.SIGN_IN_CLIENT_FAILURE_LIMIT }
        : {}),
      ...(vars.SIGN_IN_HASHES_PER_EMAIL ? { hashesPerEmail: vars.SIGN_IN_HASHES_PER_EMAIL } : {}),
    },
    mapsApiKey: vars.MAPS_API_KEY,
    publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
    ...(vars.REDIS_URL ? { redisUrl: vars.REDIS_URL } : {}),
    ...(vars.REDIS_KEY_PREFIX ? { redisKeyPrefix: vars.REDIS_KEY_PREFIX } : {}),
    ...(vars.TRUST_PROXY ? { trustProxy: trustProxyOf(vars.TRUST_PROXY) } : {}),
    ...(vars.KLUBB_CONSOLE_ORIGIN ? { consoleOrigin: vars.KLUBB_CONSOLE_ORIGIN } : {}),
    ...stripeOf(vars),
    ...(vars.PAYMENT_STAND_IN_PORT !== undefined && !production
      ? { paymentStandInPort: vars.PAYMENT_STAND_IN_PORT }
      : {}),
    ...(vars.FCM_SERVICE_ACCOUNT_FILE
      ? { fcmServiceAccount: readServiceAccount(vars.FCM_SERVICE_ACCOUNT_FILE) }
      : {}),
    ...(vars.BANKID_MTLS_PORT !== undefined && !production
      ? { bankIdMtls: { port: vars.BANKID_MTLS_PORT, dir: vars.BANKID_TLS_DIR ?? BANKID_TLS_DIR } }
      : {}),
  };
}

/** The service account key file, read and checked at start: a bad one stops the start. */
function readServiceAccount(file: string): ServiceAccount {
  try {
    return serviceAccountOf(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(
      `FCM_SERVICE_ACCOUNT_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Stripe's keys come together: a secret key without the webhook secret could never fulfil. */
function stripeOf(vars: z.infer<typeof envSchema>): Pick<AppConfig, 'stripe'> {
  if (!vars.STRIPE_SECRET_KEY) {
    if (vars.STRIPE_API_BASE) throw new Error('STRIPE_API_BASE needs STRIPE_SECRET_KEY');
    return {};
  }
  if (!vars.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY');
  }
  if (vars.STRIPE_PUBLISHABLE_KEY === LOCAL_PUBLISHABLE_KEY) {
    throw new Error('STRIPE_PUBLISHABLE_KEY must be set together with STRIPE_SECRET_KEY');
  }
  return {
    stripe: {
      secretKey: vars.STRIPE_SECRET_KEY,
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
      ...apiBaseOf(vars),
    },
  };
}

/**
 * STRIPE_API_BASE points Stripe's client at another server speaking Stripe's API: the payment
 * stand-in run as its own process. Only with a test key: a live key (which moves real money)
 * never goes to anything but Stripe, and production takes one only with a test key too.
 */
function apiBaseOf(vars: z.infer<typeof envSchema>): { apiBase?: string } {
  if (!vars.STRIPE_API_BASE) return {};
  if (!/^(sk|rk)_test_/.test(vars.STRIPE_SECRET_KEY ?? '')) {
    throw new Error(
      "Refusing to start: STRIPE_API_BASE is only for a test key (sk_test_…, e.g. the stand-in's " +
        'sk_test_local_klubb); a live key talks to Stripe itself. Unset STRIPE_API_BASE.',
    );
  }
  return { apiBase: vars.STRIPE_API_BASE.replace(/\/+$/, '') };
}
