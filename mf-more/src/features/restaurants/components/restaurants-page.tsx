import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '@klubb/i18n';
import { useBrand, useRuntime } from '@klubb/runtime';
import { Button, Dialog, Spinner } from '@klubb/ui';

import { LoadState } from '../../../components/load-state';
import { MoreNotFound } from '../../../components/more-not-found';
import { Page } from '../../../components/page';
import { MORE_NAMESPACE } from '../../../i18n';
import { restaurantListQueryOptions } from '../api/restaurant-queries';
import { useMapsApi } from '../api/use-maps-api';

import { RestaurantList } from './restaurant-list';
import { RestaurantMap } from './restaurant-map';
import { RestaurantPanel } from './restaurant-panel';
import styles from './restaurants.module.css';

/** Spec §2: the info pop-up shows on the first visit only, remembered by this flag. */
export const RESTAURANT_INFO_SEEN_KEY = 'restaurantInfoSeen';

/**
 * Restaurants (spec §2): a map with a marker per restaurant and a list button; a marker opens a
 * panel leading to the detail. When the map cannot load, the page says so and the list works.
 */
export function RestaurantsPage() {
  const brand = useBrand();
  // Spec §6: with the restaurant setting off there is no such page.
  if (!brand.config.showRestaurants) return <MoreNotFound />;
  return <RestaurantsPageContent />;
}

function RestaurantsPageContent() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  const runtime = useRuntime();
  const list = useQuery(restaurantListQueryOptions(runtime));
  const maps = useMapsApi(language);
  const [showList, setShowList] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [infoOpen, setInfoOpen] = useState(
    () => runtime.storage.read<boolean>(RESTAURANT_INFO_SEEN_KEY) !== true,
  );
  const closeInfo = () => {
    runtime.storage.write(RESTAURANT_INFO_SEEN_KEY, true);
    setInfoOpen(false);
  };
  const selected = list.data?.find((restaurant) => restaurant.id === selectedId) ?? null;
  const mapFailed = maps.status === 'failed';

  return (
    <Page title={t('restaurants.title')}>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          aria-expanded={infoOpen}
          onClick={() => (infoOpen ? closeInfo() : setInfoOpen(true))}
        >
          {t('restaurants.info')}
        </Button>
        {!mapFailed ? (
          <Button
            variant="secondary"
            aria-pressed={showList}
            onClick={() => setShowList((v) => !v)}
          >
            {t('restaurants.showList')}
          </Button>
        ) : null}
      </div>
      {mapFailed ? <p role="alert">{t('restaurants.mapFailed')}</p> : null}
      {!list.data ? <LoadState query={list} label={t('restaurants.loading')} /> : null}
      {list.data && !mapFailed && !showList ? (
        maps.status === 'ready' ? (
          <RestaurantMap
            settings={maps.settings}
            restaurants={list.data}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label={t('restaurants.map')}
          />
        ) : (
          <Spinner label={t('restaurants.loadingMap')} />
        )
      ) : null}
      {selected && !showList && !mapFailed ? (
        <RestaurantPanel restaurant={selected} onClose={() => setSelectedId(null)} />
      ) : null}
      {list.data && (showList || mapFailed) ? <RestaurantList restaurants={list.data} /> : null}
      <Dialog
        title={t('restaurants.infoTitle')}
        // Without a map there are no markers and no list button to describe (issue 32).
        message={t(mapFailed ? 'restaurants.infoBodyList' : 'restaurants.infoBody')}
        hide={!infoOpen}
        onClose={closeInfo}
      />
    </Page>
  );
}
