import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';

import { normalizeSsn, paths, validateRegistration } from '@klubb/contracts';
import { useBrand } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { AuthPage } from '../../../components/auth-page';
import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';
import { rememberReferralCode } from '../../../utils/referral-code';
import { useCreateAccount } from '../api/create-account-mutations';
import {
  EMPTY_REGISTRATION,
  registrationBody,
  type CreateAccountForm,
} from '../utils/registration-body';

import { ContactFields } from './contact-fields';
import { TermsField } from './terms-field';

/**
 * Registration (spec §2 `/createaccount[/{referral_code}]`) in the brand's mode: with
 * `verifyWithSsn` e-mail and personal number, otherwise name, contact, address and a password;
 * always the terms. After success the member is signed in and enters the app (set-up next).
 */
export function CreateAccountPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const brand = useBrand();
  const { referral_code: referralCode } = useParams();
  const location = useLocation();
  const { personalNumber: identified, ssnProof } =
    (location.state as { personalNumber?: string; ssnProof?: string } | null) ?? {};
  const verifyWithSsn = brand.config.verifyWithSsn;
  const [form, setForm] = useState<CreateAccountForm>({
    ...EMPTY_REGISTRATION,
    ssn: identified ?? '',
  });
  const create = useCreateAccount();
  const [error, setError] = useState<unknown>(null);
  const change = (changes: Partial<CreateAccountForm>) => setForm((f) => ({ ...f, ...changes }));

  useEffect(() => {
    if (referralCode) rememberReferralCode(referralCode);
  }, [referralCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateRegistration(form, verifyWithSsn);
    if (broken) {
      setError(broken);
      return;
    }
    const body = registrationBody(form, verifyWithSsn, brand.id);
    // The number BankID identified is bound with its proof; one typed over it stays unproven.
    if (ssnProof && identified && body.ssn === normalizeSsn(identified)) body.ssnProof = ssnProof;
    create.mutate({ body, password: form.password }, { onError: setError });
  };

  return (
    <AuthPage title={t('create.title')} intro={t('create.intro')}>
      {referralCode ? (
        <p className={styles.intro}>{t('create.referral', { code: referralCode })}</p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ContactFields form={form} verifyWithSsn={verifyWithSsn} onChange={change} />
        <TermsField
          checked={form.termsAccepted}
          onChange={(termsAccepted) => change({ termsAccepted })}
        />
        <Button type="submit" disabled={create.isPending || create.isSuccess}>
          {t('create.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link className={styles.link} to={paths.signIn.build()}>
          {t('create.haveAccount')}
        </Link>
      </p>
      <ErrorDialog error={error} onClose={() => setError(null)} />
    </AuthPage>
  );
}
