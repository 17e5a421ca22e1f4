import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '@klubb/i18n';
import { useBrand, useRuntime } from '@klubb/runtime';
import { Button, Dialog, Spinner, useOnline } from '@klubb/ui';

import { LoadState } from '../../../components/load-state';
import { MoreNotFound } from '../../../components/more-not-found';
import { Page } from '../../../components/page';
import { MORE_NAMESPACE } from '../../../i18n';
import { useRestaurantList } from '../api/restaurant-queries';
import { useMapsApi } from '../api/use-maps-api';

import { RestaurantList } from './restaurant-list';
import { RestaurantMap } from './restaurant-map';
import { RestaurantPanel } from './restaurant-panel';
import styles from './restaurants.module.css';

/** Spec §2: the info pop-up shows on the first visit only, remembered by this flag. */
export const RESTAURANT_INFO_SEEN_KEY = 'restaurantInfoSeen';

/**
 * Restaurants (spec §2): a map with a marker per restaurant and a list button; a marker opens a
 * panel leading to the detail. When the map cannot load, the page says so and the list works;
 * offline, the list kept on the device shows, and the map waits for the network (issue 32).
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
  const online = useOnline();
  const list = useRestaurantList();
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
  // Offline the map cannot come (its settings or script wait for the network): it is shown as a
  // failed map is, with the list, until the network returns and it loads by itself.
  const mapOffline = !online && maps.status === 'loading';
  const noMap = maps.status === 'failed' || mapOffline;
  // The list is the one kept on the device when there is no network or the API did not answer.
  const savedCopy = !!list.data && (!online || list.isError);

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
        {!noMap ? (
          <Button
            variant="secondary"
            aria-pressed={showList}
            onClick={() => setShowList((v) => !v)}
          >
            {t('restaurants.showList')}
          </Button>
        ) : null}
      </div>
      {noMap ? (
        <p className={styles.notice} role="alert">
          {t(mapOffline ? 'restaurants.mapOffline' : 'restaurants.mapFailed')}
        </p>
      ) : null}
      {savedCopy ? (
        <p className={styles.notice} role="status">
          {t(online ? 'restaurants.savedCopy' : 'restaurants.savedCopyOffline')}
        </p>
      ) : null}
      {!list.data ? <LoadState query={list} label={t('restaurants.loading')} /> : null}
      {list.data && !noMap && !showList ? (
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
      {selected && !showList && !noMap ? (
        <RestaurantPanel restaurant={selected} onClose={() => setSelectedId(null)} />
      ) : null}
      {list.data && (showList || noMap) ? <RestaurantList restaurants={list.data} /> : null}
      <Dialog
        title={t('restaurants.infoTitle')}
        // Without a map there are no markers and no list button to describe (issue 32).
        message={t(noMap ? 'restaurants.infoBodyList' : 'restaurants.infoBody')}
        hide={!infoOpen}
        onClose={closeInfo}
      />
    </Page>
  );
}
