import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { DESKTOP_MIN_WIDTH_PX, paths, SEARCH_BOX_HIDE_MS } from '@klubb/contracts';
import { Icon } from '@klubb/ui';

import { useMediaQuery } from '../../../hooks/use-media-query';
import { FEEDS_NAMESPACE } from '../../../i18n';

import styles from './offer-feed.module.css';

/**
 * The sticky search box of the mixed feed, on a phone only (spec §2): focusing it opens /search,
 * and the box here hides for about 400 ms while the search page slides in over it.
 */
export function MobileSearchBox() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const navigate = useNavigate();
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  const [hidden, setHidden] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (isDesktop) return null;

  const openSearch = (input: HTMLInputElement) => {
    input.blur();
    setHidden(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setHidden(false), SEARCH_BOX_HIDE_MS);
    navigate(paths.search.build());
  };

  return (
    <div className={styles.searchBox} data-hidden={hidden || undefined}>
      <label className={styles.searchField}>
        <Icon name="search" size={20} />
        <span className="k-visually-hidden">{t('searchBox.label')}</span>
        <input
          type="search"
          placeholder={t('searchBox.placeholder')}
          onFocus={(event) => openSearch(event.currentTarget)}
          readOnly
        />
      </label>
    </div>
  );
}
