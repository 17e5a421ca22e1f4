import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, ERROR_CODES, faqListSchema, siteConfigSchema } from '@klubb/contracts';

import { faqs, siteConfigs } from '../db/schema';
import { ApiError } from '../http/api-error';
import { resolveBrand } from '../http/resolve-brand';

import type { RouteDeps } from './route-deps';

/**
 * The brand's FAQ and site config (spec §3), for the More section's FAQ and About pages and the
 * support pop-up. Anonymous visitors may read both (the desktop footer links them for everyone).
 */
export const siteContentRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { orm } = deps.database;

  app.get(API_PATHS.getFaqList, async (request) => {
    const brand = await resolveBrand(request, deps.brands);
    const rows = await orm
      .select({ question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(eq(faqs.brandId, brand.id))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    return faqListSchema.parse(rows);
  });

  app.get(API_PATHS.getSiteConfig, async (request) => {
    const brand = await resolveBrand(request, deps.brands);
    const [row] = await orm
      .select()
      .from(siteConfigs)
      .where(eq(siteConfigs.brandId, brand.id))
      .limit(1);
    if (!row) throw new ApiError(404, ERROR_CODES.siteConfigNotFound, 'No site config');
    return siteConfigSchema.parse({
      about: { header: row.aboutHeader, body: row.aboutBody },
      contact: {
        customerServiceText: row.customerServiceText,
        email: row.contactEmail,
        phone: row.contactPhone,
        chatUrl: row.chatUrl,
      },
      gdpr: { label: row.gdprLabel, url: row.gdprUrl },
      terms: { label: row.termsLabel, url: row.termsUrl },
    });
  });
};
