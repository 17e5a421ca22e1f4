import type { NavigationItem } from '@klubb/contracts';

/**
 * The navigation bar's items (spec §2): from brand config, skipped when both label and icon are
 * empty, and when nothing in this brand's app answers their path (a flag or remote is off).
 */
export function visibleNavItems(
  items: ReadonlyArray<NavigationItem>,
  isRoutable: (path: string) => boolean,
): NavigationItem[] {
  return items.filter((item) => (item.label !== '' || item.icon !== '') && isRoutable(item.path));
}
