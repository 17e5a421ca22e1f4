import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

import { APP_URL_HEADER, REGISTRY_PATHS } from '@klubb/contracts';

import type { BrandDirectory } from '../services/brand-directory';

/** A remote's own dev server (`http://localhost:3002`, `http://nordic.localhost:3000`). */
const DEV_ORIGIN = /^http:\/\/([a-z0-9-]+\.)*localhost(:\d{1,5})?$/;

/** The operators' API (`/v1/ops/…`): the one part of the API the console calls. */
const OPS_PREFIX = REGISTRY_PATHS.me.slice(0, REGISTRY_PATHS.me.lastIndexOf('/') + 1);

export interface CorsOptions {
  production: boolean;
  brands: BrandDirectory;
  /** The operator console's origin (KLUBB_CONSOLE_ORIGIN), allowed for the operators' API. */
  consoleOrigin?: string;
}

/**
 * Whether a browser at `origin` may call `url` as far as it is known without waiting: `undefined`
 * when it takes the brands, and the directory has no current snapshot of them (then `corsAllows`).
 */
export function corsAllowsNow(
  options: CorsOptions,
  origin: string | undefined,
  url: string,
): boolean | undefined {
  if (!origin) return false;
  if (!options.production && DEV_ORIGIN.test(origin)) return true;
  // The console is no brand's app: it reaches the operators' routes, nothing a member calls.
  if (origin === options.consoleOrigin) return url.startsWith(OPS_PREFIX);
  const brand = options.brands.peekByAppUrl(origin);
  return brand === undefined ? undefined : brand !== null;
}

/** Whether a browser at `origin` may call `url` (also what the public answer cache's hits answer). */
export async function corsAllows(options: CorsOptions, origin: string | undefined, url: string) {
  const known = corsAllowsNow(options, origin, url);
  if (known !== undefined || !origin) return known ?? false;
  return options.brands.isBrandOrigin(origin);
}

/**
 * Browsers may call the API from a brand's app URL, the operators' routes from the operator
 * console's origin, and outside production anything from any localhost origin. Pre-flights are
 * answered (204) and cached by the browser for ten minutes.
 */
export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const common = {
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // The identity client also sends the Firebase SDK's headers (PROTOCOLS.md §1.1).
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      APP_URL_HEADER,
      'X-Client-Version',
      'X-Firebase-gmpid',
      'X-Firebase-Client',
      'X-Firebase-Locale',
      'X-Firebase-AppCheck',
    ],
    maxAge: 600,
    strictPreflight: false,
  };
  await app.register(cors, {
    ...common,
    // Per request: the console's origin is allowed for some paths only.
    delegator: (request, callback) => {
      callback(null, {
        ...common,
        origin: (origin: string | undefined) => corsAllows(options, origin, request.url),
      });
    },
  });
}
