import type { OfferFeedItem } from '@klubb/contracts';

import { OfferCard } from './offer-card';
import styles from './offer-card.module.css';

/** The grid of offer cards: 2, 3 and 4 columns at xs, sm and lg, from the brand's offerTheme. */
export function OfferGrid({
  offers,
  label,
}: {
  offers: ReadonlyArray<OfferFeedItem>;
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {offers.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
