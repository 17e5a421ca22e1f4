import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

import { APP_URL_HEADER } from '@klubb/contracts';

import type { BrandDirectory } from '../services/brand-directory';

/** A remote's own dev server (`http://localhost:3002`, `http://nordic.localhost:3000`). */
const DEV_ORIGIN = /^http:\/\/([a-z0-9-]+\.)*localhost(:\d{1,5})?$/;

export interface CorsOptions {
  production: boolean;
  brands: BrandDirectory;
}

/**
 * Browsers may call the API from a brand's app URL, and outside production from any localhost
 * origin. Pre-flights are answered (204) and cached by the browser for ten minutes.
 */
export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  await app.register(cors, {
    origin: async (origin: string | undefined) => {
      if (!origin) return false;
      if (!options.production && DEV_ORIGIN.test(origin)) return true;
      return options.brands.isBrandOrigin(origin);
    },
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
  });
}
