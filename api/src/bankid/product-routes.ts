import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { BANKID_API_PATHS, BANKID_ERROR_CODES, bankIdOrderBodySchema } from '@klubb/contracts';

import { ApiError } from '../http/api-error';
import { noContent } from '../http/no-content';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import type { BrandDirectory } from '../services/brand-directory';

import type { SignInFlow } from './sign-in-flow';

const startBodySchema = z.object({}).strict();

export interface ProductRoutesOptions {
  /** Null: no BankID connection here (production without an RP set-up). */
  flow: SignInFlow | null;
  brands: BrandDirectory;
}

/**
 * The app's BankID sign-in (anonymous; the brand is the app URL's): start, the QR data of this
 * second, collect, cancel. A completed order answers a custom token for the identity provider.
 */
export const productRoutes: FastifyPluginAsync<ProductRoutesOptions> = async (app, options) => {
  const flowOrThrow = (): SignInFlow => {
    if (!options.flow) {
      throw new ApiError(501, BANKID_ERROR_CODES.notConfigured, 'BankID is not set up here');
    }
    return options.flow;
  };

  app.post(BANKID_API_PATHS.start, async (request) => {
    parseInput(startBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, options.brands);
    return flowOrThrow().start(brand, request.ip);
  });

  app.post(BANKID_API_PATHS.qr, async (request) => {
    const { orderRef } = parseInput(bankIdOrderBodySchema, request.body, 'body');
    return flowOrThrow().qr(await resolveBrand(request, options.brands), orderRef);
  });

  app.post(BANKID_API_PATHS.collect, async (request) => {
    const { orderRef } = parseInput(bankIdOrderBodySchema, request.body, 'body');
    return flowOrThrow().collect(await resolveBrand(request, options.brands), orderRef);
  });

  app.post(BANKID_API_PATHS.cancel, async (request, reply) => {
    const { orderRef } = parseInput(bankIdOrderBodySchema, request.body, 'body');
    await flowOrThrow().cancel(await resolveBrand(request, options.brands), orderRef);
    return noContent(reply);
  });
};
