import { useTranslation } from 'react-i18next';

import { formatDateTime, formatPrice, useLanguage } from '@klubb/i18n';

import { OFFER_NAMESPACE } from '../../../i18n';
import type { Purchase } from '../hooks/use-purchase';
import { citiesOf, optionsOf, ticketsOf, timesOf } from '../utils/ticket-picker';

import styles from './purchase.module.css';

export interface TicketPickerProps {
  purchase: Pick<Purchase, 'variants' | 'selection' | 'chooseTicket' | 'availabilityOf'>;
}

/** At most this many tickets left in a choice: it says "few left" (issue 32). */
const FEW_LEFT = 10;

interface ChoiceProps {
  label: string;
  /** The price of the choice, or its lowest ("from …"), shown under the label. */
  price?: string | undefined;
  pressed: boolean;
  /** Tickets left over the choice's variants; null when not known. */
  left: number | null;
  onPress: () => void;
}

function Choice({ label, price, pressed, left, onPress }: ChoiceProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const soldOut = left === 0;
  const fewLeft = left !== null && left > 0 && left <= FEW_LEFT;
  return (
    <button
      type="button"
      className={`${styles.choice} ${soldOut ? styles.soldOut : ''}`}
      aria-pressed={pressed}
      onClick={onPress}
    >
      <span>{label}</span>
      {price && !soldOut ? <span className={styles.choicePrice}>{price}</span> : null}
      {soldOut ? <span className={styles.soldOutTag}>{t('picker.soldOut')}</span> : null}
      {fewLeft ? <span className={styles.fewLeftTag}>{t('picker.fewLeft')}</span> : null}
    </button>
  );
}

/**
 * The ticket picker (spec §4): city, then time, then a title/price option when several tickets
 * share the slot. Each time shows its price (issue 32); a choice whose every ticket is sold out
 * says so, and one with few left says that.
 */
export function TicketPicker({ purchase }: TicketPickerProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  const { variants, selection, chooseTicket, availabilityOf } = purchase;
  /** Tickets left over these variants; null when one is not known. */
  const leftOf = (ids: string[]) => {
    const counts = ids.map(availabilityOf);
    if (ids.length === 0 || counts.some((count) => count === null)) return null;
    return counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  };
  /** A time's price: the one of its tickets, or "from" the lowest when they differ. */
  const priceOf = (time: number) => {
    const slot = optionsOf(variants, selection.city, time);
    const prices = slot.map((v) => v.price.current);
    const first = slot[0];
    if (!first) return undefined;
    const lowest = formatPrice(Math.min(...prices), first.currency, language);
    return new Set(prices).size > 1 ? t('picker.priceFrom', { price: lowest }) : lowest;
  };
  const tickets = ticketsOf(variants);
  const times = timesOf(variants, selection.city);
  const options = optionsOf(variants, selection.city, selection.time);

  return (
    <section className={styles.picker} aria-label={t('picker.tickets')}>
      <h2 className={styles.pickerTitle}>{t('picker.tickets')}</h2>
      <fieldset className={styles.step}>
        <legend>{t('picker.city')}</legend>
        {citiesOf(variants).map((city) => (
          <Choice
            key={city}
            label={city}
            pressed={selection.city === city}
            left={leftOf(tickets.filter((v) => v.location.city === city).map((v) => v.id))}
            onPress={() => chooseTicket({ type: 'city', city })}
          />
        ))}
      </fieldset>
      {selection.city !== null ? (
        <fieldset className={styles.step}>
          <legend>{t('picker.time')}</legend>
          {times.map((time) => (
            <Choice
              key={time}
              label={formatDateTime(time, language)}
              price={priceOf(time)}
              pressed={selection.time === time}
              left={leftOf(optionsOf(variants, selection.city, time).map((v) => v.id))}
              onPress={() => chooseTicket({ type: 'time', time })}
            />
          ))}
        </fieldset>
      ) : null}
      {options.length > 1 ? (
        <fieldset className={styles.step}>
          <legend>{t('picker.option')}</legend>
          {options.map((option) => (
            <Choice
              key={option.id}
              label={t('picker.optionLabel', {
                title: option.title,
                price: formatPrice(option.price.current, option.currency, language),
              })}
              pressed={selection.variantId === option.id}
              left={availabilityOf(option.id)}
              onPress={() => chooseTicket({ type: 'option', variantId: option.id })}
            />
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
