import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  validateCardForm,
  type CardField as CardFieldName,
  type CardForm as CardFormValues,
  type CheckoutSession,
} from '@klubb/contracts';
import { useCurrentUser, useRuntime } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { COMMERCE_NAMESPACE } from '../../../i18n';
import { confirmCard, type Authentication } from '../api/confirm-card';
import { cardErrorMessage, fieldMessage, type CheckoutMessage } from '../utils/checkout-messages';

import { BankAuthentication, type AuthenticationEnd } from './bank-authentication';
import { CardField } from './card-field';
import styles from './checkout.module.css';

export interface CardFormProps {
  session: CheckoutSession;
  publishableKey: string;
  /** What the button says it will charge. */
  amountText: string;
  onPaid: () => void;
}

const EMPTY: CardFormValues = {
  name: '',
  email: '',
  number: '',
  expMonth: '',
  expYear: '',
  cvc: '',
};

const AUTHENTICATION_FAILURES: Record<Exclude<AuthenticationEnd, 'succeeded'>, CheckoutMessage> = {
  failed: 'checkout.errors.cardDeclined',
  abandoned: 'checkout.errors.cancelled',
  error: 'checkout.errors.generic',
};

/**
 * The stand-in's payment UI: our own full-screen card form (spec §5 "Card payment": name,
 * e-mail, card number by Luhn, expiry month, two-digit expiry year, CVC). Each field says what is
 * wrong with it; the card goes only to the payment stand-in, whose refusals get the spec's words.
 */
export function CardForm({ session, publishableKey, amountText, onPaid }: CardFormProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const id = useId();
  const user = useCurrentUser();
  const { apiUrl } = useRuntime().config;
  // The signed-in member's name and e-mail are filled in (issue 32); the member may change them.
  const [values, setValues] = useState<CardFormValues>(() =>
    user
      ? { ...EMPTY, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<CardFieldName, string>>>({});
  const [failure, setFailure] = useState<CheckoutMessage | null>(null);
  const [paying, setPaying] = useState(false);
  const [authentication, setAuthentication] = useState<Authentication | null>(null);

  /** The bank's step ended: paid, or the spec's words for a refused or cancelled payment. */
  function authenticated(end: AuthenticationEnd) {
    setAuthentication(null);
    if (end === 'succeeded') {
      onPaid();
      return;
    }
    setFailure(AUTHENTICATION_FAILURES[end]);
    setPaying(false);
  }

  const field = (name: CardFieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name] ? t(errors[name]) : null,
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problems = validateCardForm(values);
    const messages = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [
        name,
        fieldMessage(name as CardFieldName, problem),
      ]),
    );
    setErrors(messages);
    const first = Object.keys(messages)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPaying(true);
    try {
      const result = await confirmCard(session, publishableKey, values, apiUrl);
      if (result.ok === true) {
        onPaid();
        return;
      }
      if (result.ok === 'authenticate') {
        setAuthentication(result.authentication);
        return;
      }
      setFailure(cardErrorMessage(result.code, result.declineCode));
    } catch {
      setFailure('checkout.errors.generic');
    }
    setPaying(false);
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={styles.formTitle}>{t('checkout.cardTitle')}</h2>
      <CardField label={t('checkout.name')} autoComplete="cc-name" {...field('name')} />
      <CardField
        label={t('checkout.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <CardField
        label={t('checkout.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('number')}
      />
      <div className={styles.row}>
        <CardField
          label={t('checkout.expMonth')}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          maxLength={2}
          {...field('expMonth')}
        />
        <CardField
          label={t('checkout.expYear')}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          maxLength={2}
          {...field('expYear')}
        />
        <CardField
          label={t('checkout.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {t(failure)}
        </p>
      ) : null}
      <Button type="submit" disabled={paying}>
        {paying ? t('checkout.paying') : t('checkout.pay', { amount: amountText })}
      </Button>
      <p className={styles.note}>{t('checkout.testCards')}</p>
      {authentication ? (
        <BankAuthentication
          authentication={authentication}
          publishableKey={publishableKey}
          onDone={authenticated}
        />
      ) : null}
    </form>
  );
}
