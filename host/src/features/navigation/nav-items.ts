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
