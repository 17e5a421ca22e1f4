import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Dialog } from '@klubb/ui';

import { FormErrorDialog } from '../../../components/form-error-dialog';
import { MORE_NAMESPACE } from '../../../i18n';
import { useDeleteAccount } from '../api/profile-queries';

import styles from './user-info.module.css';

/** Delete account (spec §4): only after a confirmation; the member is signed out afterwards. */
export function DeleteAccount() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  return (
    <section className={styles.danger} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.sectionTitle}>
        {t('userInfo.deleteTitle')}
      </h2>
      <p>{t('userInfo.deleteInfo')}</p>
      <Button variant="secondary" disabled={remove.isPending} onClick={() => setConfirming(true)}>
        {t('userInfo.deleteAccount')}
      </Button>
      <Dialog
        title={t('userInfo.deleteConfirmTitle')}
        message={t('userInfo.deleteConfirm')}
        hide={!confirming}
        confirm
        onClose={(confirmed) => {
          setConfirming(false);
          if (confirmed) remove.mutate();
        }}
      />
      <FormErrorDialog error={remove.error} onClose={() => remove.reset()} />
    </section>
  );
}
