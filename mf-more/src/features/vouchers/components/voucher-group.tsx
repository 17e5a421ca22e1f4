import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type ClaimedVoucher } from '@klubb/contracts';
import { formatDay, useLanguage } from '@klubb/i18n';
import { copyToClipboard, type ClipboardResult } from '@klubb/sdk';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';
import type { VoucherGroup } from '../utils/group-vouchers';

import styles from './vouchers.module.css';

export interface VoucherGroupViewProps {
  group: VoucherGroup;
}

/** One offer's claimed codes: the offer's title and link, each code with its day and a copy. */
export function VoucherGroupView({ group }: VoucherGroupViewProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const headingId = useId();
  return (
    <li className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.offerTitle}>
        {group.offerTitle}
      </h2>
      <ul className={styles.codes}>
        {group.codes.map((voucher) => (
          <VoucherCode key={`${voucher.code}-${voucher.claimedAt}`} voucher={voucher} />
        ))}
      </ul>
      <Link to={paths.offer.build(group.offerType, group.offerId)}>
        {t('vouchers.openOffer', { title: group.offerTitle })}
      </Link>
    </li>
  );
}

function VoucherCode({ voucher }: { voucher: ClaimedVoucher }) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  const [copy, setCopy] = useState<ClipboardResult | null>(null);
  return (
    <li className={styles.code}>
      <span className={styles.codeText}>{voucher.code}</span>
      <span className={styles.claimedAt}>
        {t('vouchers.claimedAt', { day: formatDay(voucher.claimedAt, language) })}
      </span>
      <Button
        className={styles.copy}
        variant="secondary"
        aria-label={t('vouchers.copyCode', { code: voucher.code })}
        onClick={() => void copyToClipboard(voucher.code).then(setCopy)}
      >
        {t('vouchers.copy')}
      </Button>
      <span className={styles.copyStatus} role="status">
        {copy
          ? copy.status
            ? t('vouchers.copied', { code: voucher.code })
            : t('vouchers.copyFailed', { message: copy.message })
          : null}
      </span>
    </li>
  );
}
