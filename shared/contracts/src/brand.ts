import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** The languages the app speaks. The brand picks one. */
export const LANGUAGES = ['sv', 'nb', 'en'] as const;
export const languageSchema = lazySchema(() => z.enum(LANGUAGES));
export type Language = z.infer<typeof languageSchema>;

/** The remotes a brand can switch on or off (the host itself is always on). */
export const REMOTE_NAMES = ['mf_auth', 'mf_feeds', 'mf_offer', 'mf_commerce', 'mf_more'] as const;
export const remoteNameSchema = lazySchema(() => z.enum(REMOTE_NAMES));
export type RemoteName = z.infer<typeof remoteNameSchema>;
export const isRemoteName = (name: unknown): name is RemoteName =>
  remoteNameSchema.safeParse(name).success;

export const NAV_ICONS = [
  'home',
  'editorial',
  'benefit',
  'live',
  'more',
  'search',
  'cart',
  '',
] as const;

/** A navigation bar entry from brand config: skipped when both label and icon are empty. */
export const navigationItemSchema = lazySchema(() =>
  z.object({
    /** A key of the host's i18n namespace, or empty. */
    label: z.string(),
    icon: z.enum(NAV_ICONS),
    path: z.string().startsWith('/'),
  }),
);
export type NavigationItem = z.infer<typeof navigationItemSchema>;

const colorSchema = lazySchema(() => z.string().regex(/^#[0-9a-fA-F]{6}$/));

export const themeSchema = lazySchema(() =>
  z.object({
    colors: z.object({
      primary: colorSchema,
      onPrimary: colorSchema,
      background: colorSchema,
      surface: colorSchema,
      text: colorSchema,
      textMuted: colorSchema,
      accent: colorSchema,
      error: colorSchema,
      navigationBar: colorSchema,
      onNavigationBar: colorSchema,
    }),
    fontFamily: z.object({
      body: z.string(),
      heading: z.string(),
      image: z.string(),
      preamble: z.string(),
      tag: z.string(),
    }),
    offerTheme: z.object({
      breakpoints: z.object({
        xs: z.number().int().min(1),
        sm: z.number().int().min(1),
        lg: z.number().int().min(1),
      }),
      gap: z.number().int().min(0),
    }),
    billboardTheme: z.object({ radius: z.number().min(0), overlay: colorSchema }),
    buttonRadius: z.number().min(0),
    textFieldRadius: z.number().min(0),
  }),
);
export type Theme = z.infer<typeof themeSchema>;

export const referralCodeInputTypeSchema = lazySchema(() =>
  z.enum(['options', 'code', 'text', 'none']),
);

export const brandConfigSchema = lazySchema(() =>
  z.object({
    referralCodeInputType: referralCodeInputTypeSchema,
    referralCodeInputFieldLength: z.number().int().min(1).max(12),
    referralCodeInputHint: z.string(),
    verifyWithSsn: z.boolean(),
    ssnInfo: z.string(),
    terms: z.object({ url: z.string() }),
    gdpr: z.object({ url: z.string() }),
    navigationBar: z.array(navigationItemSchema),
    showEditorial: z.boolean(),
    showBenefit: z.boolean(),
    showLive: z.boolean(),
    showRestaurants: z.boolean(),
    showBrandRoleName: z.boolean(),
    /**
     * The flagged mode of spec §7: analytics off for this brand (no event is built or sent). A brand
     * setting, so an operator switches it without a build (ADR 010).
     */
    analyticsOff: z.boolean().optional(),
    /**
     * Remotes switched on for this brand; a remote not listed is never fetched. A name this build
     * does not know (a remote newer than the host) is left out, not a failure of the whole brand.
     */
    remotes: z.array(z.string()).transform((names) => names.filter(isRemoteName)),
  }),
);
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** GET /v1/get/brand (spec §3 Brand). */
export const brandSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    authTenantId: z.string().nullable(),
    language: languageSchema,
    currency: z.enum(['SEK', 'NOK']),
    logoUrl: z.string(),
    contact: z.object({ email: z.string() }),
    storeLinks: z.object({ ios: z.string(), android: z.string() }),
    /** The oldest native container version still allowed; older ones must update. */
    minimumContainerVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
    theme: z.object({ light: themeSchema }),
    config: brandConfigSchema,
  }),
);
export type Brand = z.infer<typeof brandSchema>;

export const brandQuerySchema = lazySchema(() =>
  z.object({
    appUrl: z.string().min(1).max(2048).optional(),
    authTenantIdSelect: z.enum(['true', 'false']).optional(),
  }),
);
