import { useTranslation } from 'react-i18next';

import { formatDateTime, formatPrice, useLanguage } from '@klubb/i18n';

import { OFFER_NAMESPACE } from '../../../i18n';
import type { Purchase } from '../hooks/use-purchase';
import { citiesOf, optionsOf, ticketsOf, timesOf } from '../utils/ticket-picker';

import styles from './purchase.module.css';

export interface TicketPickerProps {
  purchase: Pick<Purchase, 'variants' | 'selection' | 'chooseTicket' | 'availabilityOf'>;
}

interface ChoiceProps {
  label: string;
  pressed: boolean;
  soldOut: boolean;
  onPress: () => void;
}

function Choice({ label, pressed, soldOut, onPress }: ChoiceProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  return (
    <button
      type="button"
      className={`${styles.choice} ${soldOut ? styles.soldOut : ''}`}
      aria-pressed={pressed}
      onClick={onPress}
    >
      <span>{label}</span>
      {soldOut ? <span className={styles.soldOutTag}>{t('picker.soldOut')}</span> : null}
    </button>
  );
}

/**
 * The ticket picker (spec §4): city, then time, then a title/price option when several tickets
 * share the slot. A choice whose every ticket is sold out says so.
 */
export function TicketPicker({ purchase }: TicketPickerProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  const { variants, selection, chooseTicket, availabilityOf } = purchase;
  const allSoldOut = (ids: string[]) =>
    ids.length > 0 && ids.every((id) => availabilityOf(id) === 0);
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
            soldOut={allSoldOut(tickets.filter((v) => v.location.city === city).map((v) => v.id))}
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
              pressed={selection.time === time}
              soldOut={allSoldOut(optionsOf(variants, selection.city, time).map((v) => v.id))}
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
              soldOut={availabilityOf(option.id) === 0}
              onPress={() => chooseTicket({ type: 'option', variantId: option.id })}
            />
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
