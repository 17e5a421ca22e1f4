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

/** The chosen marker's panel (spec §2): the restaurant and a button to its detail. */
export function RestaurantPanel({ restaurant, onClose }: RestaurantPanelProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const navigate = useNavigate();
  return (
    <section className={styles.panel} aria-label={restaurant.name}>
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
