import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths, type Restaurant } from '@klubb/contracts';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';

import styles from './restaurants.module.css';

export interface RestaurantPanelProps {
  restaurant: Restaurant;
  onClose: () => void;
}

/**
 * The chosen marker's panel (spec §2): the restaurant and a button to its detail. It is brought
 * into view when a marker is chosen (issue 32: under the map it opened below the fold).
 */
export function RestaurantPanel({ restaurant, onClose }: RestaurantPanelProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [restaurant.id]);
  return (
    <section ref={panel} className={styles.panel} aria-label={restaurant.name}>
      <h2 className={styles.panelTitle}>{restaurant.name}</h2>
      <p>{restaurant.address}</p>
      <p className={styles.muted}>{restaurant.shortDescription}</p>
      <div className={styles.panelActions}>
        <Button onClick={() => navigate(paths.restaurant.build(restaurant.id))}>
          {t('restaurants.open')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('restaurants.closePanel')}
        </Button>
      </div>
    </section>
  );
}
