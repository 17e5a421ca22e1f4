import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { MEMBER_MOMENT_EVENT, paths, type Offer } from '@klubb/contracts';
import { useRuntimeSession } from '@klubb/runtime';
import { isApiError, copyToClipboard, type ClipboardResult } from '@klubb/sdk';
import { Button, Dialog } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';
import { useClaimVoucher } from '../api/claim-voucher';
import {
  claimButtonOf,
  claimFailureOf,
  claimOutcomeOf,
  promoStateOf,
  type ClaimOutcome,
} from '../utils/promo-state';

import { ClaimResultDialog } from './claim-result-dialog';
import styles from './promo.module.css';

export interface PromoSectionProps {
  offer: Offer;
  signedIn: boolean;
  /** The button's label: the offer's claim call to action, when it has one. */
  label: string | null;
  /** Called on every press (the claim call to action logs it). */
  onPress?: () => void;
}

const FAILURE_TEXTS = {
  somethingWrong: 'promo.somethingWrong',
  capReached: 'promo.capReached',
  noCodesRemaining: 'promo.noCodesRemaining',
} as const;

/**
 * The promo code section (spec §4): the claim button — hidden without a promo or when no codes
 * remain, enabled below the cap, disabled at it with the cap-reached label and count/cap — and
 * the pop-up of a successful claim, which copies the code to the clipboard.
 */
export function PromoSection({ offer, signedIn, label, onPress }: PromoSectionProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const dispatch = useRuntimeSession((state) => state.dispatch);
  const claim = useClaimVoucher(offer.id);
  const [outcome, setOutcome] = useState<ClaimOutcome | 'signIn' | null>(null);
  const [copy, setCopy] = useState<ClipboardResult | null>(null);
  const headingId = useId();
  const state = promoStateOf(offer);
  const button = claimButtonOf(state);
  if (state.kind === 'none') return null;

  const codeOf = (shown: ClaimOutcome) =>
    shown.kind === 'unique' ? shown.result.code : offer.promoCodeCommon;

  const press = async () => {
    onPress?.();
    if (!signedIn) {
      setOutcome('signIn');
      return;
    }
    setCopy(null);
    try {
      const next = claimOutcomeOf(await claim.mutateAsync());
      setOutcome(next);
      const code = next.kind === 'failed' ? null : codeOf(next);
      if (code) setCopy(await copyToClipboard(code));
    } catch (error) {
      setOutcome(claimFailureOf(isApiError(error) ? error.code : null));
    }
  };

  const count = 'cap' in state && state.cap !== null ? state : null;
  return (
    <section className={styles.promo} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('promo.heading')}
      </h2>
      {state.kind === 'noCodesRemaining' ? (
        <p className={styles.status} role="status">
          {t('promo.noCodesRemaining')}
        </p>
      ) : null}
      {button !== 'hidden' ? (
        <Button
          className={styles.claim}
          disabled={button === 'disabled' || claim.isPending}
          aria-busy={claim.isPending}
          onClick={() => void press()}
        >
          {state.kind === 'capReached'
            ? t('promo.capReached')
            : claim.isPending
              ? t('promo.claiming')
              : label || t('promo.claim')}
        </Button>
      ) : null}
      {count ? (
        <p className={styles.count}>
          {t('promo.count', { claimed: count.claimed, cap: count.cap })}
        </p>
      ) : null}
      {/* A member who has codes of this offer finds them from here, above all at the cap (the
          screenshot review: a disabled button and no way to the codes already claimed). */}
      {signedIn && count && count.claimed > 0 ? (
        <Link className={styles.yourCodes} to={paths.vouchers.build()}>
          {t('promo.yourCodes')}
        </Link>
      ) : null}
      {outcome === 'signIn' ? (
        <Dialog
          message={t('promo.signInToClaim')}
          confirm
          onClose={(confirmed) => {
            setOutcome(null);
            if (confirmed) dispatch({ type: 'signInRequested' });
          }}
        />
      ) : outcome?.kind === 'failed' ? (
        <Dialog
          title={t('promo.failedTitle')}
          message={t(FAILURE_TEXTS[outcome.message])}
          onClose={() => setOutcome(null)}
        />
      ) : outcome ? (
        <ClaimResultDialog
          code={codeOf(outcome)}
          count={
            outcome.kind === 'unique'
              ? { claimed: outcome.result.userClaimedCount, cap: outcome.result.claimCap }
              : null
          }
          copy={copy}
          onCopy={() => {
            const code = codeOf(outcome);
            if (code) void copyToClipboard(code).then(setCopy);
          }}
          onClose={() => {
            setOutcome(null);
            // A code in hand: the moment the app may ask for push and tracking (the host's).
            window.dispatchEvent(new Event(MEMBER_MOMENT_EVENT));
          }}
        />
      ) : null}
    </section>
  );
}
