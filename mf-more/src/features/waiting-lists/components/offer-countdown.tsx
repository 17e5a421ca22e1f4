import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MORE_NAMESPACE } from '../../../i18n';

export interface OfferCountdownProps {
  expiresAt: number;
  onEnd: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left on a held ticket, ticking each second. Shown to all; a screen reader reads it
 * when reached (a timer is not announced every second), with the minutes left in words.
 */
export function OfferCountdown({ expiresAt, onEnd }: OfferCountdownProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, expiresAt - now);
  useEffect(() => {
    if (left === 0) {
      onEnd();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1_000);
    return () => window.clearTimeout(timer);
  }, [left, onEnd]);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1_000);
  return (
    <span
      role="timer"
      aria-label={t('waitingLists.minutesLeft', { count: Math.ceil(left / 60_000) })}
    >
      {t('waitingLists.timeLeft', { time: `${pad(minutes)}:${pad(seconds)}` })}
    </span>
  );
}
