import { useTranslation } from 'react-i18next';

import { useLanguage } from '@klubb/i18n';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { formatToSecond } from '../../../lib/format-time';
import type { DoorAnswer } from '../utils/use-door-scans';

import styles from './door.module.css';

export interface ScanAnswerProps {
  answer: DoorAnswer | null;
}

/**
 * The last scan's answer, big: green for in, red for everything else, with when and at which
 * door a used ticket went in. Announced to a screen reader as soon as it changes.
 */
export function ScanAnswer({ answer }: ScanAnswerProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const tone = answer ? (answer.result === 'valid' ? styles.ok : styles.refused) : '';
  return (
    <div className={`${styles.answer} ${tone}`} role="status" aria-live="assertive">
      {answer ? (
        <>
          <p className={styles.answerWord}>{t(`door.result.${answer.result}`)}</p>
          {answer.holderName ? <p>{answer.holderName}</p> : null}
          {answer.result === 'used' && answer.usedAt !== null ? (
            <p>
              {t('door.usedWhen', {
                time: formatToSecond(answer.usedAt, language),
                door: answer.usedDoor ?? '–',
              })}
            </p>
          ) : null}
          {answer.offline ? <p>{t('door.checkedOffline')}</p> : null}
        </>
      ) : (
        <p>{t('door.waiting')}</p>
      )}
    </div>
  );
}
