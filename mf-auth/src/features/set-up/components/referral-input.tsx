import { useTranslation } from 'react-i18next';

import { BANK_CARD_CODE_LENGTH, BANK_CARD_OPTIONS, OTHER_BANK_CARD_INDEX } from '@klubb/contracts';
import { useBrand } from '@klubb/runtime';
import { CodeBoxes, TextField } from '@klubb/ui';

import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';

export interface ReferralInputProps {
  bankCardIndex: number | null;
  code: string;
  onChange: (changes: { bankCardIndex?: number | null; code?: string }) => void;
}

/**
 * The referral code or bank card of the set-up, by the brand's referralCodeInputType (spec §3):
 * bank-card options (another card: six digit boxes), digit boxes, free text, or nothing.
 */
export function ReferralInput({ bankCardIndex, code, onChange }: ReferralInputProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { config } = useBrand();
  const hint = config.referralCodeInputHint || undefined;
  switch (config.referralCodeInputType) {
    case 'none':
      return null;
    case 'text':
      return (
        <TextField
          label={t('setUp.referralCode')}
          hint={hint}
          autoComplete="off"
          value={code}
          onChange={(event) => onChange({ code: event.target.value })}
        />
      );
    case 'code':
      return (
        <div className={styles.field}>
          <span className={styles.label}>{t('setUp.referralCode')}</span>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
          <CodeBoxes
            label={t('setUp.referralCode')}
            length={config.referralCodeInputFieldLength}
            value={code}
            onChange={(value) => onChange({ code: value })}
          />
        </div>
      );
    case 'options':
      return (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('setUp.bankCard')}</legend>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
          <div className={styles.options}>
            {BANK_CARD_OPTIONS.map((card, index) => (
              <label key={card.label} className={styles.option}>
                <input
                  type="radio"
                  name="bank-card"
                  checked={bankCardIndex === index}
                  onChange={() => onChange({ bankCardIndex: index, code: '' })}
                />
                {index === OTHER_BANK_CARD_INDEX ? t('setUp.otherCard') : card.label}
              </label>
            ))}
          </div>
          {bankCardIndex === OTHER_BANK_CARD_INDEX ? (
            <div className={styles.field}>
              <span className={styles.label}>{t('setUp.otherCardDigits')}</span>
              <CodeBoxes
                label={t('setUp.otherCardDigits')}
                length={BANK_CARD_CODE_LENGTH}
                value={code}
                onChange={(value) => onChange({ code: value })}
              />
            </div>
          ) : null}
        </fieldset>
      );
  }
}
