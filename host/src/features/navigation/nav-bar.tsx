import { useTranslation } from 'react-i18next';

import { useBrand } from '@klubb/runtime';
import { Icon } from '@klubb/ui';

import { useStackNavigation } from '../../lib/stack-navigation';

import { SEARCH_NAV_ITEM, visibleNavItems, withSearchItem } from './nav-items';
import styles from './shell.module.css';

/** The navigation bar: at the bottom on a phone, at the top on a desktop (spec §2). */
export function NavBar() {
  const { t } = useTranslation('host');
  const brand = useBrand();
  const { active, stackOf, selectStack } = useStackNavigation();
  const { items, addedSearch } = withSearchItem(
    visibleNavItems(brand.config.navigationBar, brand.config),
  );
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const stack = stackOf(item.path);
          const current = stack === active;
          const label = item.label ? t(item.label as 'nav.home') : '';
          return (
            <li
              key={item.path}
              className={addedSearch && item === SEARCH_NAV_ITEM ? styles.desktopOnly : undefined}
            >
              <a
                href={item.path}
                className={styles.navItem}
                aria-current={current ? 'page' : undefined}
                aria-label={label || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  selectStack(stack);
                }}
              >
                {item.icon ? <Icon name={item.icon} /> : null}
                {label ? <span aria-hidden="true">{label}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
