import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useRuntime } from '@klubb/runtime';

import { COMMERCE_NAMESPACE } from '../../../i18n';
import {
  abandonAuthentication,
  authenticationOutcome,
  type Authentication,
  type AuthenticationOutcome,
} from '../api/confirm-card';

import styles from './checkout.module.css';

/** How often the PaymentIntent is read while the bank's page is open (its page may not say). */
const OUTCOME_POLL_MS = 1500;

export type AuthenticationEnd = Exclude<AuthenticationOutcome, 'pending'> | 'error';

export interface BankAuthenticationProps {
  authentication: Authentication;
  publishableKey: string;
  onDone: (end: AuthenticationEnd) => void;
}

/**
 * The 3-D Secure step, as Stripe.js's `confirmCardPayment` shows it: the bank's page (the
 * stand-in's) in a modal frame over the checkout. When the page has been answered — it then goes
 * on to its return page, a second load of the frame — or while it stays open, the PaymentIntent is
 * read with its client secret; its status is the outcome. Closing the modal (its button or Escape)
 * abandons the step at the bank.
 */
export function BankAuthentication({
  authentication,
  publishableKey,
  onDone,
}: BankAuthenticationProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { apiUrl } = useRuntime().config;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const loads = useRef(0);
  const ended = useRef(false);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  const end = useCallback((outcome: AuthenticationEnd) => {
    if (ended.current) return;
    ended.current = true;
    doneRef.current(outcome);
  }, []);

  const check = useCallback(async () => {
    if (ended.current) return;
    try {
      const outcome = await authenticationOutcome(authentication, publishableKey, apiUrl);
      if (outcome !== 'pending') end(outcome);
    } catch {
      // Asked again on the next load or tick.
    }
  }, [authentication, publishableKey, apiUrl, end]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      if (dialog?.open) dialog.close?.();
    };
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => void check(), OUTCOME_POLL_MS);
    return () => window.clearInterval(timer);
  }, [check]);

  const abandon = async () => {
    if (ended.current) return;
    await abandonAuthentication(authentication).catch(() => undefined);
    // The bank may have answered first: its answer wins over the close.
    const outcome = await authenticationOutcome(authentication, publishableKey, apiUrl).catch(
      () => 'error' as const,
    );
    end(outcome === 'pending' ? 'abandoned' : outcome);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.authentication}
      aria-labelledby="bank-authentication-title"
      onCancel={(event) => {
        event.preventDefault();
        // React hands `cancel` on to the checkout's dialog around this one: Escape here closes
        // only the bank's step, not the checkout.
        event.stopPropagation();
        void abandon();
      }}
    >
      <header className={styles.header}>
        <h2 id="bank-authentication-title" className={styles.formTitle}>
          {t('checkout.authentication.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('checkout.authentication.close')}
          onClick={() => void abandon()}
        >
          {'×'}
        </button>
      </header>
      <p className={styles.authenticationText}>{t('checkout.authentication.explanation')}</p>
      <iframe
        className={styles.authenticationFrame}
        title={t('checkout.authentication.frame')}
        src={authentication.url}
        onLoad={() => {
          loads.current += 1;
          if (loads.current > 1) void check();
        }}
      />
    </dialog>
  );
}
