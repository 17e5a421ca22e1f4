import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type Restaurant } from '@klubb/contracts';

import { MORE_NAMESPACE } from '../../../i18n';

import styles from './restaurants.module.css';

export interface RestaurantListProps {
  restaurants: readonly Restaurant[];
}

/** The restaurants as a list, each opening its detail. */
export function RestaurantList({ restaurants }: RestaurantListProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <ul className={styles.list} aria-label={t('restaurants.list')}>
      {restaurants.map((restaurant) => (
        <li key={restaurant.id} className={styles.listItem}>
          <Link to={paths.restaurant.build(restaurant.id)} className={styles.listLink}>
            {restaurant.name}
          </Link>
          <span>{restaurant.address}</span>
          <span className={styles.muted}>{restaurant.shortDescription}</span>
        </li>
      ))}
    </ul>
  );
}
