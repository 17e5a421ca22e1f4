import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';

import {
  callingCodeOf,
  ERROR_CODES,
  normalizeSsn,
  paths,
  validateRegistration,
} from '@klubb/contracts';
import { useBrand, useRuntime } from '@klubb/runtime';
import { errorCodeOf } from '@klubb/sdk';
import { Button, Dialog, useTypedBeforeHydration } from '@klubb/ui';

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
import { LINK_PASSWORD_ID, LinkBankIdSection } from './link-bankid-section';
import { TermsField } from './terms-field';

/** The form's text fields, by the names `bindTextFields` gives them. */
const TYPED_KEYS = [
  'email',
  'ssn',
  'fullName',
  'phoneNumber',
  'careOf',
  'street',
  'zipCode',
  'city',
  'password',
] as const satisfies ReadonlyArray<keyof CreateAccountForm>;

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
  // BankID identified a number no account has proven: the member may have an account already.
  const linkable = verifyWithSsn && Boolean(identified && ssnProof);
  const [linkEmail, setLinkEmail] = useState('');
  const [emailIsAccount, setEmailIsAccount] = useState(false);
  const [focusLink, setFocusLink] = useState(false);
  const change = (changes: Partial<CreateAccountForm>) => setForm((f) => ({ ...f, ...changes }));
  const formElement = useRef<HTMLFormElement>(null);
  // What was typed into the server's page before the app took it over is the member's.
  useTypedBeforeHydration(formElement, {
    ...Object.fromEntries(
      TYPED_KEYS.map((key) => [
        key,
        (typed: string) => setForm((f) => ({ ...f, [key]: f[key] || typed })),
      ]),
    ),
    termsAccepted: () => change({ termsAccepted: true }),
  });

  // After the dialog is gone (it gives focus back on its way out), the password field gets it.
  useEffect(() => {
    if (!focusLink) return;
    document.getElementById(LINK_PASSWORD_ID)?.focus();
    setFocusLink(false);
  }, [focusLink]);

  const { storage } = useRuntime();
  useEffect(() => {
    if (referralCode) rememberReferralCode(storage, referralCode);
  }, [storage, referralCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateRegistration(form, verifyWithSsn, callingCodeOf(brand));
    if (broken) {
      setError(broken);
      return;
    }
    const body = registrationBody(form, verifyWithSsn, brand.id, callingCodeOf(brand));
    // The number BankID identified is bound with its proof; one typed over it stays unproven.
    if (ssnProof && identified && body.ssn === normalizeSsn(identified)) body.ssnProof = ssnProof;
    create.mutate(
      { body, password: form.password },
      {
        onError: (cause) => {
          // Their own e-mail: not a dead end, the account is linked below (ADR 017).
          if (linkable && errorCodeOf(cause) === ERROR_CODES.emailAlreadyExists) {
            setLinkEmail(form.email.trim());
            setEmailIsAccount(true);
          } else setError(cause);
        },
      },
    );
  };

  return (
    <AuthPage title={t('create.title')} intro={t('create.intro')}>
      {referralCode ? (
        <p className={styles.intro}>{t('create.referral', { code: referralCode })}</p>
      ) : null}
      {linkable && identified && ssnProof ? (
        <>
          <LinkBankIdSection
            personalNumber={identified}
            ssnProof={ssnProof}
            email={linkEmail}
            onEmailChange={setLinkEmail}
          />
          <h2 id="create-account-heading" className={styles.subtitle}>
            {t('link.createHeading')}
          </h2>
        </>
      ) : null}
      <form
        ref={formElement}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={linkable ? 'create-account-heading' : undefined}
      >
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
      {emailIsAccount ? (
        <Dialog
          message={t('link.emailTaken')}
          onClose={() => {
            setEmailIsAccount(false);
            setFocusLink(true);
          }}
        />
      ) : null}
    </AuthPage>
  );
}
