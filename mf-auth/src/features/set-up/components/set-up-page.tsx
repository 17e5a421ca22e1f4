import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  callingCodeOf,
  ERROR_CODES,
  normalizePhoneNumber,
  setUpAsksPassword,
  setUpReferralCode,
  validateSetUp,
  type SetUpForm,
} from '@klubb/contracts';
import { useBrand, useCurrentUser, useRuntime } from '@klubb/runtime';
import { errorCodeOf } from '@klubb/sdk';
import { Button, Dialog, TextField } from '@klubb/ui';

import { AuthPage } from '../../../components/auth-page';
import { EmailField } from '../../../components/email-field';
import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { NewPasswordField } from '../../../components/password-field';
import { PhoneField } from '../../../components/phone-field';
import { AUTH_NAMESPACE } from '../../../i18n';
import { bindTextFields } from '../../../utils/bind-text-fields';
import { forgetReferralCode, rememberedReferralCode } from '../../../utils/referral-code';
import { useCompleteSetUp } from '../api/set-up-mutations';
import { initialReferral } from '../utils/initial-referral';

import { ReferralInput } from './referral-input';

/**
 * Where set-up ends: the page the member asked to sign in from (a waiting list, a members-only
 * offer), as signing in already does (issue 32 item 6), else the app's start. Only a path of
 * this origin: `//host` or a scheme never leaves it.
 */
function setUpDestination(returnPath: string | null): string {
  return returnPath && /^\/(?![/\\])/.test(returnPath) ? returnPath : '/';
}

/** The set-up's own refusal: the bank card's first digits are no card of the brand's. */
const BANK_CARD_REFUSED = 'set-up/bank-card-unknown';

/** Sends the page there with a full reload: "forces a refresh" (spec §4). */
const reloadIntoApp = (returnPath: string | null) =>
  window.location.assign(setUpDestination(returnPath));

/**
 * Set-up (spec §2 set-up app `/`): contact details, a password by the rule, and the referral
 * code or bank card the brand asks for. Completion saves, signs in again with the new password
 * (it ended the earlier session) and reloads into the app.
 */
export function SetUpPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const runtime = useRuntime();
  const brand = useBrand();
  const user = useCurrentUser();
  const currentEmail = user?.email ?? '';
  const [form, setForm] = useState<SetUpForm>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: currentEmail,
    currentEmail,
    phoneNumber: user?.phoneNumber ?? '',
    password: '',
    ...initialReferral(brand.config.referralCodeInputType, rememberedReferralCode(runtime.storage)),
  }));
  // Issue 32: where the member chose a password and gave name and phone at registration (brand
  // B), set-up asks only for what is left: the code. Ssn mode replaces its temporary password.
  const asksPassword = setUpAsksPassword(brand.config);
  const asksDetails = asksPassword || !user?.firstName || !user.lastName || !user.phoneNumber;
  const completeSetUp = useCompleteSetUp();
  const [error, setError] = useState<unknown>(null);
  const change = (changes: Partial<SetUpForm>) => setForm((f) => ({ ...f, ...changes }));
  const field = bindTextFields(form, change);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateSetUp(form, brand.config, callingCodeOf(brand));
    if (broken) {
      setError(broken);
      return;
    }
    const email = form.email.trim();
    const emailChanged = email.toLowerCase() !== currentEmail.toLowerCase();
    const referralCode = setUpReferralCode(form, brand.config.referralCodeInputType);
    const body = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phoneNumber: normalizePhoneNumber(form.phoneNumber, callingCodeOf(brand)) ?? form.phoneNumber,
      ...(asksPassword ? { password: form.password } : {}),
      ...(emailChanged ? { email } : {}),
      ...(referralCode ? { referralCode } : {}),
    };
    completeSetUp.mutate(
      { body, email },
      {
        onSuccess: () => {
          forgetReferralCode(runtime.storage);
          reloadIntoApp(runtime.session.store.getState().returnPath);
        },
        // A bank card's digits are no referral code: say what is wrong (issue 32 item 11).
        onError: (cause) =>
          setError(
            brand.config.referralCodeInputType === 'options' &&
              errorCodeOf(cause) === ERROR_CODES.referralCodeInvalid
              ? BANK_CARD_REFUSED
              : cause,
          ),
      },
    );
  };

  return (
    <AuthPage
      title={t('setUp.title')}
      intro={t(
        asksPassword ? 'setUp.intro' : asksDetails ? 'setUp.introDetails' : 'setUp.introDone',
      )}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {asksDetails ? (
          <>
            <TextField
              label={t('setUp.firstName')}
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label={t('setUp.lastName')}
              autoComplete="family-name"
              {...field('lastName')}
            />
            <EmailField {...field('email')} />
            <PhoneField {...field('phoneNumber')} />
          </>
        ) : null}
        {asksPassword ? <NewPasswordField {...field('password')} /> : null}
        <ReferralInput bankCardIndex={form.bankCardIndex} code={form.code} onChange={change} />
        <div className={styles.actions}>
          {/* Success reloads into the app: the button stays off until it does. */}
          <Button type="submit" disabled={completeSetUp.isPending || completeSetUp.isSuccess}>
            {t('setUp.submit')}
          </Button>
          <Button variant="secondary" onClick={() => void runtime.session.signOut()}>
            {t('setUp.signOut')}
          </Button>
        </div>
      </form>
      {error === BANK_CARD_REFUSED ? (
        <Dialog message={t('setUp.bankCardInvalid')} onClose={() => setError(null)} />
      ) : (
        <ErrorDialog error={error} onClose={() => setError(null)} />
      )}
    </AuthPage>
  );
}
