import { API_PATHS, faqListSchema, siteConfigSchema } from '@klubb/contracts';

import type { HttpRequest } from './http-client';

/** The brand's FAQ and site config (spec §3): the More section's FAQ, About and support pop-up. */
export function createSiteContentEndpoints(request: HttpRequest) {
  return {
    getFaqList: (signal?: AbortSignal) =>
      request(API_PATHS.getFaqList, { schema: faqListSchema, signal }),
    getSiteConfig: (signal?: AbortSignal) =>
      request(API_PATHS.getSiteConfig, { schema: siteConfigSchema, signal }),
  };
}
