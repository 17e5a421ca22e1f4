import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** A question and its answer (spec §3 FAQ). Plain text: paragraphs are separated by blank lines. */
export const faqSchema = lazySchema(() => z.object({ question: z.string(), answer: z.string() }));
export type Faq = z.infer<typeof faqSchema>;
/** GET /v1/get_list/faq: the brand's questions in display order; `[]` shows the empty state. */
export const faqListSchema = lazySchema(() => z.array(faqSchema));

const linkSchema = lazySchema(() => z.object({ label: z.string(), url: z.string() }));

/**
 * GET /v1/get/site_config (spec §3 Site config): the About page's text, customer service's
 * contact, and the privacy (gdpr) and terms links. `chatUrl` is the brand's support chat, where
 * it has one (the More page's support menu then offers chat beside mail).
 */
export const siteConfigSchema = lazySchema(() =>
  z.object({
    about: z.object({ header: z.string(), body: z.string() }),
    contact: z.object({
      customerServiceText: z.string(),
      email: z.string(),
      phone: z.string(),
      chatUrl: z.string().nullable(),
    }),
    gdpr: linkSchema,
    terms: linkSchema,
  }),
);
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** One day's opening of the support phone, `HH:MM` to `HH:MM` in the brand's time zone. */
export interface SupportOpening {
  open: string;
  close: string;
}

/**
 * Support phone hours (spec §1): weekdays 09:00–19:00, Saturdays 09:00–15:00, Sundays closed
 * (null).
 */
export const SUPPORT_HOURS: Readonly<{
  weekdays: SupportOpening;
  saturday: SupportOpening;
  sunday: SupportOpening | null;
}> = {
  weekdays: { open: '09:00', close: '19:00' },
  saturday: { open: '09:00', close: '15:00' },
  sunday: null,
};

/** Spec §2 About: tapping the version this many times reveals the push token. */
export const VERSION_TAPS_TO_REVEAL_PUSH_TOKEN = 7;
