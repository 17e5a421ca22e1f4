import { paths, type BrandConfig } from '@klubb/contracts';

export type MoreEntryKey =
  | 'voucher'
  | 'orderHistory'
  | 'tickets'
  | 'waitingLists'
  | 'userInfo'
  | 'about'
  | 'faq'
  | 'restaurant'
  | 'devTest';

export interface MoreEntry {
  key: MoreEntryKey;
  path: string;
  /** Only for a signed-in member: a visitor has no orders, codes or profile. */
  membersOnly: boolean;
}

export interface MoreVisibility {
  /** The brand's restaurant setting. */
  showRestaurants: BrandConfig['showRestaurants'];
  /** The brand sells (mf-commerce is on): tickets and waiting lists exist. */
  sells: boolean;
  /** A dev or test build (never production). */
  devMode: boolean;
  signedIn: boolean;
}

/**
 * The More grid's entries (spec §2, §6): promo, my orders, my tickets and waiting lists (issue
 * 37, brands that sell), user info, more about, FAQ; the restaurant entry only with the restaurant setting on; Dev Test only in dev or test builds. A
 * visitor sees only the entries that need no member (about, FAQ, restaurants).
 */
export function moreEntries({
  showRestaurants,
  sells,
  devMode,
  signedIn,
}: MoreVisibility): MoreEntry[] {
  const entries: MoreEntry[] = [
    { key: 'voucher', path: paths.vouchers.build(), membersOnly: true },
    { key: 'orderHistory', path: paths.orderHistory.build(), membersOnly: true },
    ...(sells
      ? ([
          { key: 'tickets', path: paths.tickets.build(), membersOnly: true },
          { key: 'waitingLists', path: paths.waitingLists.build(), membersOnly: true },
        ] satisfies MoreEntry[])
      : []),
    { key: 'userInfo', path: paths.userInfo.build(), membersOnly: true },
    { key: 'about', path: paths.about.build(), membersOnly: false },
    { key: 'faq', path: paths.faq.build(), membersOnly: false },
  ];
  if (showRestaurants) {
    entries.push({ key: 'restaurant', path: paths.restaurants.build(), membersOnly: false });
  }
  if (devMode) entries.push({ key: 'devTest', path: paths.devTest.build(), membersOnly: false });
  return entries.filter((entry) => signedIn || !entry.membersOnly);
}

/** Whether this build is a dev or test build (webpack's dev server, Jest), never production. */
export const isDevBuild = () => process.env.NODE_ENV !== 'production';
