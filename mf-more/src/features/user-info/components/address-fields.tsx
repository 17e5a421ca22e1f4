import { useTranslation } from 'react-i18next';

import type { Address } from '@klubb/contracts';
import { TextField } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';

import styles from './user-info.module.css';

export interface AddressFieldsProps {
  address: Address;
  onChange: (patch: Partial<Address>) => void;
}

/** The fields of one address: c/o, street, numeric zip code and city (spec §3, §5). */
export function AddressFields({ address, onChange }: AddressFieldsProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <div className={styles.addressFields}>
      <TextField
        label={t('userInfo.careOf')}
        value={address.careOf}
        autoComplete="off"
        onChange={(event) => onChange({ careOf: event.target.value })}
      />
      <TextField
        label={t('userInfo.street')}
        value={address.street}
        autoComplete="street-address"
        required
        onChange={(event) => onChange({ street: event.target.value })}
      />
      <TextField
        label={t('userInfo.zipCode')}
        value={address.zipCode}
        inputMode="numeric"
        autoComplete="postal-code"
        required
        onChange={(event) => onChange({ zipCode: event.target.value })}
      />
      <TextField
        label={t('userInfo.city')}
        value={address.city}
        autoComplete="address-level2"
        required
        onChange={(event) => onChange({ city: event.target.value })}
      />
    </div>
  );
}
