import { paths, type BrandConfig } from '@klubb/contracts';

export interface MoreEntry {
  key: 'voucher' | 'orderHistory' | 'userInfo' | 'about' | 'faq' | 'restaurant' | 'devTest';
  path: string;
}

/**
 * The More grid's entries (spec §2): the restaurant entry only with the restaurant setting on,
 * Dev Test only in dev or test builds.
 */
export function moreEntries(
  config: Pick<BrandConfig, 'showRestaurants'>,
  devMode: boolean,
): MoreEntry[] {
  const entries: MoreEntry[] = [
    { key: 'voucher', path: paths.vouchers.build() },
    { key: 'orderHistory', path: paths.orderHistory.build() },
    { key: 'userInfo', path: paths.userInfo.build() },
    { key: 'about', path: paths.about.build() },
    { key: 'faq', path: paths.faq.build() },
  ];
  if (config.showRestaurants) entries.push({ key: 'restaurant', path: paths.restaurants.build() });
  if (devMode) entries.push({ key: 'devTest', path: paths.devTest.build() });
  return entries;
}
