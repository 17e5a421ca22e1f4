import { useTranslation } from 'react-i18next';

import type { Company } from '@klubb/contracts';
import { Button, TextField } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';
import { emptyAddress } from '../utils/address-list';

import { AddressFields } from './address-fields';
import styles from './user-info.module.css';

export interface CompanyEditorProps {
  company: Company | null;
  onChange: (company: Company | null) => void;
}

/** The company address with the company's name (spec §3), added or removed as a whole. */
export function CompanyEditor({ company, onChange }: CompanyEditorProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  if (!company) {
    return (
      <Button variant="secondary" onClick={() => onChange({ name: '', address: emptyAddress() })}>
        {t('userInfo.addCompany')}
      </Button>
    );
  }
  const address = company.address ?? emptyAddress();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('userInfo.company')}</legend>
      <TextField
        label={t('userInfo.companyName')}
        value={company.name}
        autoComplete="organization"
        required
        onChange={(event) => onChange({ ...company, name: event.target.value })}
      />
      <AddressFields
        address={address}
        onChange={(patch) => onChange({ ...company, address: { ...address, ...patch } })}
      />
      <Button variant="secondary" onClick={() => onChange(null)}>
        {t('userInfo.removeCompany')}
      </Button>
    </fieldset>
  );
}
