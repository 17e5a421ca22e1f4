import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { RESTAURANT_DETAIL_MAP_ZOOM, type Restaurant } from '@klubb/contracts';
import { useLanguage } from '@klubb/i18n';
import { useBrand, useRuntime } from '@klubb/runtime';
import { externalLinkProps } from '@klubb/sdk';
import { Button, Dialog, ErrorView } from '@klubb/ui';

import { LoadState } from '../../../components/load-state';
import { MoreNotFound } from '../../../components/more-not-found';
import { Page } from '../../../components/page';
import { MORE_NAMESPACE } from '../../../i18n';
import { restaurantQueryOptions } from '../api/restaurant-queries';
import { useMapsApi } from '../api/use-maps-api';

import { RestaurantMap } from './restaurant-map';
import styles from './restaurants.module.css';

/** Restaurant detail (spec §2, param id); a page-level error view when it cannot load. */
export function RestaurantDetailPage() {
  const brand = useBrand();
  // Spec §6: with the restaurant setting off there is no such page.
  if (!brand.config.showRestaurants) return <MoreNotFound />;
  return <RestaurantDetailPageContent />;
}

function RestaurantDetailPageContent() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const { id = '' } = useParams();
  const runtime = useRuntime();
  const query = useQuery(restaurantQueryOptions(runtime, id));
  if (query.data) return <RestaurantDetail restaurant={query.data} />;
  // Until the restaurant (and its name) is there, the section's heading frames the page.
  return (
    <Page title={t('restaurants.title')}>
      <LoadState
        query={query}
        label={t('restaurants.loadingOne')}
        failed={
          <ErrorView
            level={2}
            title={t('restaurants.notFoundTitle')}
            message={t('restaurants.notFound')}
          >
            <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
          </ErrorView>
        }
      />
    </Page>
  );
}

function RestaurantDetail({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const maps = useMapsApi(useLanguage());
  const runtime = useRuntime();
  const [booking, setBooking] = useState(false);
  return (
    <Page title={restaurant.name}>
      {maps.status === 'ready' ? (
        <RestaurantMap
          settings={maps.settings}
          restaurants={[restaurant]}
          selectedId={restaurant.id}
          onSelect={() => undefined}
          label={t('restaurants.smallMap', { name: restaurant.name })}
          zoom={RESTAURANT_DETAIL_MAP_ZOOM}
          centerLat={restaurant.lat}
          centerLng={restaurant.lng}
          small
        />
      ) : maps.status === 'failed' ? (
        <p role="alert">{t('restaurants.mapFailed')}</p>
      ) : null}
      <div className={styles.details}>
        <p>{restaurant.shortDescription}</p>
        <p>
          <a
            href={restaurant.mapsUrl}
            {...externalLinkProps(runtime.native.container().inContainer)}
          >
            {restaurant.address}
          </a>
        </p>
        {restaurant.phone ? (
          <p>
            <a href={`tel:${restaurant.phone}`}>
              {t('restaurants.call', { phone: restaurant.phone })}
            </a>
          </p>
        ) : null}
        {restaurant.restaurantUrl ? (
          <p>
            <a
              href={restaurant.restaurantUrl}
              {...externalLinkProps(runtime.native.container().inContainer)}
            >
              {t('restaurants.homePage')}
            </a>
          </p>
        ) : null}
      </div>
      {restaurant.restaurantWidgetUrl ? (
        <>
          <Button onClick={() => setBooking(true)}>{t('restaurants.book')}</Button>
          {/* A booking widget needs room: the dialog is as wide as the screen allows (issue 32). */}
          <div className={styles.bookingDialog}>
            <Dialog
              title={t('restaurants.bookTitle', { name: restaurant.name })}
              hide={!booking}
              onClose={() => setBooking(false)}
              // Closing, not confirming: the booking is made in the widget (issue 32's review).
              actions={
                <Button variant="secondary" onClick={() => setBooking(false)}>
                  {t('restaurants.closeBooking')}
                </Button>
              }
            >
              <iframe
                className={styles.widget}
                src={restaurant.restaurantWidgetUrl}
                title={t('restaurants.bookTitle', { name: restaurant.name })}
                sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
              />
            </Dialog>
          </div>
        </>
      ) : null}
    </Page>
  );
}
