import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QUANTITY_MINIMUM, type CustomFeeBuildRecord, type ItemVariant } from '@klubb/contracts';
import { formatDateTime, formatPrice, vatIncluded, useLanguage } from '@klubb/i18n';
import { Button, Dialog, QuantityInput } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './purchase.module.css';

export interface AddToCartDialogProps {
  open: boolean;
  variant: ItemVariant | null;
  /** The most the member may add now (availability and the purchase cap). */
  maximum: number;
  fees: CustomFeeBuildRecord;
  busy: boolean;
  onClose: () => void;
  onAdd: (quantity: number) => void;
}

/**
 * The add-to-cart dialog (spec §4): the chosen item, its price including VAT and fees, and the
 * quantity — starting at 1, back to 1 whenever the dialog closes or adds, clamped to 1…maximum.
 */
export function AddToCartDialog({
  open,
  variant,
  maximum,
  fees,
  busy,
  onClose,
  onAdd,
}: AddToCartDialogProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  const [quantity, setQuantity] = useState(QUANTITY_MINIMUM);
  const addId = useId();
  // The dialog's first focusable is the quantity field, whose focus pops a phone's keyboard up
  // over the dialog (issue 32): the add button takes focus instead, after the dialog opened.
  useEffect(() => {
    if (open && variant) document.getElementById(addId)?.focus();
  }, [addId, open, variant]);

  const close = () => {
    setQuantity(QUANTITY_MINIMUM);
    onClose();
  };
  const add = () => {
    const chosen = quantity;
    setQuantity(QUANTITY_MINIMUM);
    onAdd(chosen);
  };

  if (!open || !variant) return null;

  const price = (amount: number) => formatPrice(amount, variant.currency, language);
  const itemFees = variant.customFeeIdList.flatMap((id) => (fees[id] ? [fees[id]] : []));
  const unit = variant.price.current + itemFees.reduce((sum, f) => sum + f.price.current, 0);
  const vat = variant.taxRates.reduce(
    (sum, rate) => sum + vatIncluded(variant.price.current, rate.percentage),
    0,
  );

  return (
    <Dialog
      title={t('cart.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cart.cancel')}
          </Button>
          <Button
            id={addId}
            onClick={add}
            disabled={busy || maximum < QUANTITY_MINIMUM}
            aria-busy={busy}
          >
            {busy ? t('cart.adding') : t('cart.add')}
          </Button>
        </>
      }
    >
      <div className={styles.cart}>
        <p className={styles.cartItem}>{variant.title}</p>
        {variant.date ? <p>{formatDateTime(variant.date.start, language)}</p> : null}
        <p>{t('cart.unitPrice', { price: price(variant.price.current) })}</p>
        {itemFees.map((fee) => (
          <p key={fee.id} className={styles.muted}>
            {t('cart.fee', { name: fee.name, price: price(fee.price.current) })}
          </p>
        ))}
        <QuantityInput
          value={quantity}
          onChange={setQuantity}
          max={maximum}
          label={t('cart.quantity')}
          decreaseLabel={t('cart.decrease')}
          increaseLabel={t('cart.increase')}
        />
        <p className={styles.muted}>{t('cart.max', { count: maximum })}</p>
        <p className={styles.total} aria-live="polite">
          {t('cart.total', { price: price(unit * quantity) })}{' '}
          <span className={styles.muted}>{t('cart.vat', { price: price(vat * quantity) })}</span>
        </p>
      </div>
    </Dialog>
  );
}
