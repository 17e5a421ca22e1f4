import { useTranslation } from 'react-i18next';

import type { ClipboardResult } from '@klubb/sdk';
import { Button, Dialog } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './promo.module.css';

export interface ClaimResultDialogProps {
  /** The code to show; null for a common claim whose code the offer did not send. */
  code: string | null;
  /** 'claimed X of Y' for a unique code. */
  count: { claimed: number; cap: number } | null;
  copy: ClipboardResult | null;
  onCopy: () => void;
  onClose: () => void;
}

/**
 * A successful claim (spec §4): the promo pop-up's header and body, the code, 'claimed X of Y'
 * for a unique code, and what copying it to the clipboard gave (spec §8).
 */
export function ClaimResultDialog({ code, count, copy, onCopy, onClose }: ClaimResultDialogProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  return (
    <Dialog title={t('promo.popupHeader')} onClose={onClose}>
      <p>{t('promo.popupBody')}</p>
      {code ? (
        <p className={styles.codeLine}>
          <span className={styles.codeLabel}>{t('promo.code')}</span>
          <output className={styles.code} aria-label={t('promo.code')}>
            {code}
          </output>
        </p>
      ) : null}
      {count ? <p>{t('promo.claimedOf', { claimed: count.claimed, cap: count.cap })}</p> : null}
      {code ? (
        <Button variant="secondary" onClick={onCopy}>
          {t('promo.copy')}
        </Button>
      ) : null}
      <p className={styles.copyStatus} role="status">
        {copy && code
          ? copy.status
            ? t('promo.copied', { code })
            : t('promo.copyFailed', { message: copy.message })
          : null}
      </p>
    </Dialog>
  );
}
