import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { AddStockBody, EventTickets } from '@klubb/contracts';
import { Button, TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { useConfirmChange } from '../../../lib/confirm-change';
import { ErrorText } from '../../../lib/error-text';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';
import { addStock, ticketKeys } from '../api/tickets-api';

const MAX_ADDITION = 1000;

/**
 * "Operator adds stock": how many tickets to add, asked once more before it is done. The added
 * tickets go to the members waiting first. Each confirmed addition carries its own request id,
 * so a retry of the same addition (the fresh-session prompt runs it again) adds once.
 */
export function AddStockForm({ event }: { event: EventTickets }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const client = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const [confirmDialog, confirm] = useConfirmChange();
  const add = useChange<AddStockBody>({
    change: addStock,
    describe: (body) => t('tickets.stockAdded', { count: body.quantity }),
  });
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > MAX_ADDITION) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    confirm({
      title: t('tickets.addTitle', { count, event: event.eventName }),
      message: t('tickets.addMessage'),
      brands: [],
      detail: t('tickets.addDetail', { available: event.available }),
      confirmLabel: t('tickets.add'),
      run: () =>
        add.mutate(
          { itemVariantId: event.itemVariantId, quantity: count, requestId: crypto.randomUUID() },
          { onSettled: () => client.invalidateQueries({ queryKey: ticketKeys.all }) },
        ),
    });
  };
  return (
    <form className={ui.stack} onSubmit={submit} noValidate>
      <TextField
        label={t('tickets.addLabel', { max: MAX_ADDITION })}
        inputMode="numeric"
        value={quantity}
        invalid={invalid}
        hint={invalid ? t('tickets.addInvalid', { max: MAX_ADDITION }) : undefined}
        onChange={(changeEvent) => setQuantity(changeEvent.target.value)}
      />
      <Button type="submit" aria-disabled={add.isPending}>
        {t('tickets.add')}
      </Button>
      <ErrorText error={add.error} />
      {confirmDialog}
    </form>
  );
}
