import type { BrandConfig, NavigationItem, OfferType, Theme } from '@klubb/contracts';
import { REMOTE_NAMES } from '@klubb/contracts';

import type { brands } from '../schema';

import type { SeedLanguage } from './content';
import type { NewOffer, OfferPlan } from './generate-offers';
import { SEED_LANGUAGES } from './languages';

export type NewBrand = typeof brands.$inferInsert;

/** One seeded brand: its row, the app URLs it answers to, its offers and its billboard. */
export interface SeedBrand {
  brand: NewBrand;
  appUrls: string[];
  offerPlan: OfferPlan;
  offerChanges: Record<string, Partial<NewOffer>>;
  billboardOfferId: string;
}

type Feed = Extract<OfferType, 'editorial' | 'benefit' | 'live'> | 'restaurants';
type ShowFlag = 'showEditorial' | 'showBenefit' | 'showLive' | 'showRestaurants';

/** What tells one seeded brand from the other; `seedBrand` makes the rest the same for both. */
export interface BrandTable extends Pick<
  NewBrand,
  'id' | 'name' | 'authTenantId' | 'currency' | 'contactEmail' | 'storeLinkIos' | 'storeLinkAndroid'
> {
  /** Offer ids read `<idPrefix>-<type>-<nnn>`. */
  idPrefix: string;
  language: SeedLanguage;
  theme: Omit<Theme, 'offerTheme'>;
  config: Omit<
    BrandConfig,
    'referralCodeInputFieldLength' | 'navigationBar' | 'remotes' | ShowFlag
  >;
  /** The feeds shown; each offer feed also gets its navigation bar entry, in this order. */
  feeds: Feed[];
  /** Navigation bar entries after the feeds' and before "more". */
  extraNavigation?: NavigationItem[];
  /** Brands that sell have the commerce remote; the others every remote but that one. */
  sells: boolean;
  appUrls: string[];
  offers: Pick<OfferPlan, 'counts' | 'seed' | 'topics'>;
  offerChanges: Record<string, Partial<NewOffer>>;
  billboardOfferId: string;
}

/** Offer types share their theme scale; only colours, fonts and radii differ between brands. */
const OFFER_THEME = { breakpoints: { xs: 2, sm: 3, lg: 4 }, gap: 16 };

/** The past date the seeded ended offers stopped on. */
export const ENDED_AT = new Date(Date.UTC(2026, 5, 30, 21, 59));
/** A future date for an offer that is not published yet. */
export const SCHEDULED_AT = new Date(Date.UTC(2030, 0, 1, 7, 0));

const OFFER_FEEDS = ['editorial', 'benefit', 'live'] as const;

function navigationBar(feeds: Feed[], extra: NavigationItem[] = []): NavigationItem[] {
  const tabs = OFFER_FEEDS.filter((feed) => feeds.includes(feed));
  return [
    { label: 'nav.home', icon: 'home', path: '/' },
    ...tabs.map((feed): NavigationItem => ({ label: `nav.${feed}`, icon: feed, path: `/${feed}` })),
    ...extra,
    { label: 'nav.more', icon: 'more', path: '/more' },
  ];
}

/** A seeded brand from its table: the row with its theme and config, its offer plan. */
export function seedBrand(table: BrandTable): SeedBrand {
  const shows = (feed: Feed) => table.feeds.includes(feed);
  return {
    brand: {
      id: table.id,
      name: table.name,
      authTenantId: table.authTenantId,
      language: table.language,
      currency: table.currency,
      logoUrl: `/media/logo-${table.id}.svg`,
      contactEmail: table.contactEmail,
      storeLinkIos: table.storeLinkIos,
      storeLinkAndroid: table.storeLinkAndroid,
      minimumContainerVersion: '1.0.0',
      theme: { light: { ...table.theme, offerTheme: OFFER_THEME } },
      config: {
        ...table.config,
        referralCodeInputFieldLength: 6,
        navigationBar: navigationBar(table.feeds, table.extraNavigation),
        showEditorial: shows('editorial'),
        showBenefit: shows('benefit'),
        showLive: shows('live'),
        showRestaurants: shows('restaurants'),
        remotes: REMOTE_NAMES.filter((name) => table.sells || name !== 'mf_commerce'),
      },
    },
    appUrls: table.appUrls,
    offerPlan: {
      brandId: table.id,
      idPrefix: table.idPrefix,
      pack: SEED_LANGUAGES[table.language],
      sells: table.sells,
      ...table.offers,
    },
    offerChanges: table.offerChanges,
    billboardOfferId: table.billboardOfferId,
  };
}
