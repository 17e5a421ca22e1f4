import type { FastifyPluginAsync } from 'fastify';

import { REGISTRY_PATHS, brandRemotesDocumentSchema } from '@klubb/contracts';

import { resolveBrand } from '../../http/resolve-brand';
import { brandRemotesDocument } from '../../services/registry/brand-document';
import { loadRegistry } from '../../services/registry/registry-state';

import type { RegistryRouteDeps } from './registry-deps';

/**
 * How long a browser may reuse the document: short, so an operator's change is live at the next
 * page load after at most this long, without a host rebuild.
 */
export const BRAND_REMOTES_MAX_AGE_S = 5;

/** GET /v1/get/remotes: the calling brand's remotes document (brand from the app URL). */
export const brandRemotesRoute: FastifyPluginAsync<RegistryRouteDeps> = async (app, deps) => {
  app.get(REGISTRY_PATHS.brandRemotes, async (request, reply) => {
    const brand = await resolveBrand(request, deps.brands);
    const document = brandRemotesDocument(await loadRegistry(deps.database.orm), brand.id);
    reply
      .header('cache-control', `public, max-age=${BRAND_REMOTES_MAX_AGE_S}`)
      .header('vary', 'Origin, X-App-Url');
    return brandRemotesDocumentSchema.parse(document);
  });
};
