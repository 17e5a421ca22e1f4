import { useTranslation } from 'react-i18next';

import type { ItemVariant } from '@klubb/contracts';
import { formatDateTime, formatPrice, useLanguage } from '@klubb/i18n';
import { useRuntime } from '@klubb/runtime';
import type { Os } from '@klubb/sdk';

import { OFFER_NAMESPACE } from '../../../i18n';
import { calendarLink } from '../../../lib/calendar-links';
import { venueLink } from '../../../lib/map-links';
import { externalLinkProps } from '../../../lib/platform';

import styles from './offer-detail.module.css';

export interface InfoStripProps {
  offerTitle: string;
  offerPreamble: string;
  variants: ReadonlyArray<ItemVariant>;
  /** The chosen variant; without one the strip sums up what the offer has. */
  variant: ItemVariant | null;
  os: Os;
  native: boolean;
}

const addressOf = (location: NonNullable<ItemVariant['location']>) =>
  [location.address, [location.zipCode, location.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/**
 * The info strip (spec §2): date, location with a map place link, and price in the brand's
 * currency including VAT — of the chosen variant, else from the earliest date and lowest price.
 * A chosen date can be added to the calendar.
 */
export function InfoStrip({
  offerTitle,
  offerPreamble,
  variants,
  variant,
  os,
  native,
}: InfoStripProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  const runtime = useRuntime();
  if (variants.length === 0) return null;

  const starts = [...new Set(variants.flatMap((v) => (v.date ? [v.date.start] : [])))].sort(
    (a, b) => a - b,
  );
  const places = new Map(
    variants.flatMap((v) => (v.location ? [[addressOf(v.location), v.location] as const] : [])),
  );
  const location = variant?.location ?? (places.size === 1 ? [...places.values()][0] : null);
  const cheapest = variants.reduce((low, v) => (v.price.current < low.price.current ? v : low));
  const priced = variant ?? cheapest;
  const price = formatPrice(priced.price.current, priced.currency, language);
  const samePrice = variants.every((v) => v.price.current === cheapest.price.current);
  const event =
    variant?.date && variant.location
      ? {
          name: `${offerTitle} – ${variant.title}`,
          description: offerPreamble,
          location: addressOf(variant.location),
          startMilliseconds: variant.date.start,
          endMilliseconds: variant.date.end,
        }
      : null;
  const calendar = event && variant ? calendarLink(event, os, variant.id) : null;
  // On iOS inside the container the event goes through the bridge (spec §2, §7); where the
  // container cannot, the link's own calendar file is the way.
  const addThroughBridge = (click: React.MouseEvent<HTMLAnchorElement>) => {
    if (!event || !calendar || !native || os !== 'iOS') return;
    click.preventDefault();
    void runtime.native
      .container()
      .addCalendarEvent({
        name: event.name,
        description: event.description,
        startSeconds: Math.floor(event.startMilliseconds / 1000),
        endSeconds: Math.floor(event.endMilliseconds / 1000),
      })
      .then((saved) => {
        if (!saved) window.location.assign(calendar.href);
      });
  };

  return (
    <section className={styles.info} aria-label={t('info.label')}>
      <dl className={styles.facts}>
        {starts.length > 0 ? (
          <div>
            <dt>{t('info.date')}</dt>
            <dd>
              {variant?.date
                ? formatDateTime(variant.date.start, language)
                : starts.length === 1
                  ? formatDateTime(starts[0] ?? 0, language)
                  : t('info.fromDate', { date: formatDateTime(starts[0] ?? 0, language) })}
            </dd>
          </div>
        ) : null}
        {places.size > 0 ? (
          <div>
            <dt>{t('info.location')}</dt>
            <dd>
              {location
                ? addressOf(location)
                : [...new Set(variants.map((v) => v.location?.city))].filter(Boolean).join(', ')}
              {location ? (
                <>
                  {' '}
                  <a href={venueLink(location, os)} {...externalLinkProps(native)}>
                    {t('info.showOnMap')}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('info.price')}</dt>
          <dd>
            {variant || samePrice
              ? t('info.priceInclVat', { price })
              : t('info.priceFrom', { price })}
            {variant?.price.original ? (
              <s className={styles.original}>
                {t('info.originalPrice', {
                  price: formatPrice(variant.price.original, variant.currency, language),
                })}
              </s>
            ) : null}
          </dd>
        </div>
      </dl>
      {calendar ? (
        <a
          className={styles.calendar}
          href={calendar.href}
          download={calendar.download}
          onClick={addThroughBridge}
          {...(calendar.external ? externalLinkProps(native) : {})}
        >
          {t('info.addToCalendar')}
        </a>
      ) : null}
    </section>
  );
}
