import { isStackOn, type NavigationItem } from '@klubb/contracts';

/**
 * The navigation bar's items (spec §2): the brand's navigation config, skipped when both label and
 * icon are empty or when the item's stack is switched off by a feature flag. Which remotes loaded
 * plays no part: a tab whose remote is down stays, and its page offers a retry.
 */
export function visibleNavItems(
  items: ReadonlyArray<NavigationItem>,
  config: Parameters<typeof isStackOn>[1],
): NavigationItem[] {
  return items.filter(
    (item) => (item.label !== '' || item.icon !== '') && isStackOn(item.path, config),
  );
}

/** The search entry the spec adds "on some platforms": the desktop, which has no search box. */
export const SEARCH_NAV_ITEM: NavigationItem = {
  label: 'nav.search',
  icon: 'search',
  path: '/search',
};

/** The brand's items, with the desktop's search entry where the brand's config has none. */
export function withSearchItem(items: ReadonlyArray<NavigationItem>): {
  items: NavigationItem[];
  addedSearch: boolean;
} {
  const addedSearch = !items.some((item) => item.path === SEARCH_NAV_ITEM.path);
  return { items: addedSearch ? [...items, SEARCH_NAV_ITEM] : [...items], addedSearch };
}
