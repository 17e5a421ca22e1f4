import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  BANKID_CLIENT_CODES,
  BANKID_COLLECT_INTERVAL_MS,
  BANKID_QR_REFRESH_MS,
  NETWORK_FAILURE,
  paths,
  type BankIdCollect,
} from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';

import { failureOutcome, type RfaKey } from '../utils/bankid-messages';

export type BankIdPhase =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'pending'; orderRef: string; autoStartToken: string }
  | { name: 'signingIn' };

export interface BankIdSignIn {
  phase: BankIdPhase;
  /** The QR data of this second, from the server; null until the first arrives. */
  qrData: string | null;
  /** The hint of the last collect, for the status line. */
  hintCode: string;
  /** A recommended message left by a failed order, shown beside the button. */
  failure: RfaKey | null;
  /** An error for the dialog: time-out, cancel, a failed sign-in. */
  error: unknown;
  start: () => void;
  cancel: () => void;
  clearError: () => void;
}

/** State shared for the registration that follows an identification without membership. */
export interface RegistrationState {
  personalNumber?: string;
  /** BankID's proof of the number: the registration binds it to the new account (ADR 006). */
  ssnProof?: string;
}

/**
 * The BankID sign-in (spec §4, PROTOCOLS.md §3): start an order, show the QR the server draws
 * every second, collect every 2 s; on completion sign in with the API's custom token, or go to
 * registration with the identified personal number. An order left behind is cancelled.
 */
export function useBankIdSignIn(): BankIdSignIn {
  const runtime = useRuntime();
  // The BankID calls over the host's API, as the runtime hands them over (ADR 015).
  const { bankId } = runtime.identity;
  const navigate = useNavigate();
  const [phase, setPhase] = useState<BankIdPhase>({ name: 'idle' });
  const [qrData, setQrData] = useState<string | null>(null);
  const [hintCode, setHintCode] = useState('outstandingTransaction');
  const [failure, setFailure] = useState<RfaKey | null>(null);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    setFailure(null);
    setQrData(null);
    setHintCode('outstandingTransaction');
    setPhase({ name: 'starting' });
    bankId()
      .startBankId()
      .then((order) => {
        if (mounted.current) setPhase({ name: 'pending', ...order });
        else
          void bankId()
            .cancelBankId(order.orderRef)
            .catch(() => undefined);
      })
      .catch((cause: unknown) => {
        if (!mounted.current) return;
        setPhase({ name: 'idle' });
        setError(cause);
      });
  }, [bankId]);

  const orderRef = phase.name === 'pending' ? phase.orderRef : null;

  // Leaving the pending phase cancels the open order (see the effect's clean-up).
  const cancel = useCallback(() => setPhase({ name: 'idle' }), []);

  useEffect(() => {
    if (!orderRef) return;
    let live = true;
    let finished = false;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const later = (run: () => void, delay: number) => {
      if (live) timers.push(setTimeout(run, delay));
    };
    const end = () => {
      finished = true;
      live = false;
    };

    let qrFailures = 0;
    const pollQr = () => {
      bankId()
        .getBankIdQr(orderRef)
        .then(({ qrData: data }) => {
          qrFailures = 0;
          if (live) setQrData(data);
        })
        .catch(() => {
          qrFailures += 1;
          // Two seconds without a QR code: the member cannot scan; say so, keep trying.
          if (live && qrFailures === 2) setError(BANKID_CLIENT_CODES.qrFailed);
        })
        .finally(() => later(pollQr, BANKID_QR_REFRESH_MS));
    };

    const onCollected = (answer: BankIdCollect) => {
      if (answer.status === 'pending') {
        setHintCode(answer.hintCode);
        later(collect, BANKID_COLLECT_INTERVAL_MS);
        return;
      }
      end();
      if (answer.status === 'failed') {
        const outcome = failureOutcome(answer.hintCode);
        if ('code' in outcome) setError(outcome.code);
        else setFailure(outcome.rfa);
        setPhase({ name: 'idle' });
      } else if (answer.status === 'notRegistered') {
        const state: RegistrationState = {
          personalNumber: answer.personalNumber,
          ...(answer.ssnProof ? { ssnProof: answer.ssnProof } : {}),
        };
        navigate(paths.createAccount.build(), { state });
      } else {
        setPhase({ name: 'signingIn' });
        runtime.session
          .signIn(() => runtime.identity.client().signInWithCustomToken(answer.customToken))
          .catch((cause: unknown) => {
            if (!mounted.current) return;
            setError(cause);
            setPhase({ name: 'idle' });
          });
      }
    };

    const collect = () => {
      bankId()
        .collectBankId(orderRef)
        .then((answer) => {
          if (live) onCollected(answer);
        })
        .catch((cause: unknown) => {
          if (!live) return;
          // A lost connection is retried; an order the API no longer knows ends here.
          if (isApiError(cause) && cause.status === NETWORK_FAILURE.status) {
            later(collect, BANKID_COLLECT_INTERVAL_MS);
            return;
          }
          end();
          setFailure('rfa22');
          setPhase({ name: 'idle' });
        });
    };

    pollQr();
    later(collect, BANKID_COLLECT_INTERVAL_MS);
    return () => {
      live = false;
      timers.forEach(clearTimeout);
      // Leaving the page (or cancelling) with the order still open: nobody will collect it.
      if (!finished)
        void bankId()
          .cancelBankId(orderRef)
          .catch(() => undefined);
    };
  }, [orderRef, navigate, bankId, runtime]);

  return {
    phase,
    qrData,
    hintCode,
    failure,
    error,
    start,
    cancel,
    clearError: () => setError(null),
  };
}
