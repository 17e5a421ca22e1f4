import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { useRuntimeSession } from '@klubb/runtime';
import { Button, Dialog } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';
import type { PurchaseNotice as Notice } from '../hooks/use-purchase';

import styles from './purchase.module.css';

export interface PurchaseNoticeProps {
  notice: Notice | null;
  onDismiss: () => void;
}

const ERROR_MESSAGES = {
  chooseCityAndDate: 'purchase.chooseCityAndDate',
  chooseTicketType: 'purchase.chooseTicketType',
  chooseItem: 'purchase.chooseItem',
  soldOut: 'purchase.soldOut',
  maxPurchases: 'purchase.maxPurchases',
  failed: 'cart.somethingWrong',
  signIn: 'purchase.signInToBuy',
} as const;

/**
 * The purchase alerts (spec §4: success or error): the rule that stops a purchase, a failed add,
 * or what the cart now holds with the way on to checkout. Signing in is offered where needed.
 */
export function PurchaseNotice({ notice, onDismiss }: PurchaseNoticeProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const navigate = useNavigate();
  const dispatch = useRuntimeSession((state) => state.dispatch);
  if (!notice) return null;
  if (notice.type === 'error') {
    const signIn = notice.problem === 'signIn';
    return (
      <Dialog
        title={notice.problem === 'failed' ? t('cart.failedTitle') : undefined}
        message={t(ERROR_MESSAGES[notice.problem])}
        confirm={signIn}
        onClose={(confirmed) => {
          onDismiss();
          if (signIn && confirmed) dispatch({ type: 'signInRequested' });
        }}
      />
    );
  }
  const message = notice.fewer
    ? t('cart.addedFewer', { count: notice.added, title: notice.title })
    : t('cart.added', { count: notice.added, title: notice.title });
  return (
    <Dialog title={t('cart.addedTitle')} message={message} onClose={onDismiss}>
      <Button
        variant="secondary"
        className={styles.checkout}
        onClick={() => {
          onDismiss();
          navigate(paths.checkout.build());
        }}
      >
        {t('cart.toCheckout')}
      </Button>
    </Dialog>
  );
}
