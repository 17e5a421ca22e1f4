import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './checkout.module.css';

export interface HoldCountdownProps {
  /** Until when the checkout holds the items, ms since the epoch. */
  expiresAt: number;
  /** What is held: tickets (said so) or other items. */
  tickets: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The minutes left at which a screen reader is told (not every second: that would drown it). */
const SAID_AT_MINUTES = [10, 5, 2, 1];

/**
 * How long the checkout still holds the member's tickets, ticking each second (issue 37). The
 * visible clock is a `timer` (not read out on its own); a polite live region beside it says the
 * time left when the checkout opens, at 10, 5, 2 and 1 minutes, and when the hold has ended.
 */
export function HoldCountdown({ expiresAt, tickets }: HoldCountdownProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, expiresAt - now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [running]);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1_000);
  const wholeMinutes = Math.ceil(left / 60_000);
  const [opening] = useState(() => ({
    left,
    said: t('checkout.hold.said', { count: wholeMinutes }),
  }));
  // The last said minute passed since the checkout opened (a tab in the background skips
  // seconds, not this).
  const stage = [...SAID_AT_MINUTES]
    .reverse()
    .find((mark) => mark * 60_000 < opening.left && left <= mark * 60_000);
  const said =
    left === 0
      ? t('checkout.hold.ended')
      : stage === undefined
        ? opening.said
        : t('checkout.hold.said', { count: stage });
  const kind = tickets ? 'tickets' : 'items';
  return (
    <div className={styles.hold}>
      {left > 0 ? (
        <p>
          {t(`checkout.hold.${kind}`)}{' '}
          <strong role="timer" aria-label={t('checkout.hold.said', { count: wholeMinutes })}>
            {`${pad(minutes)}:${pad(seconds)}`}
          </strong>
        </p>
      ) : (
        <p className={styles.alert}>{t('checkout.hold.ended')}</p>
      )}
      <p className="k-visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
    </div>
  );
}
