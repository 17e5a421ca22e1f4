import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Dialog, TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../i18n';

import ui from './ui.module.css';

export interface ConfirmRequest {
  /** The question: what will change. */
  title: string;
  /** What it means for members, in a sentence. */
  message: string;
  /** The brands it changes, by name. */
  brands: readonly string[];
  /** What it changes when that is not brands (a machine token): said instead of the brands. */
  detail?: string;
  /** The button that makes the change ("Switch off", "Roll back"). */
  confirmLabel: string;
  /** Makes the change, with the reason the operator gave (none when left empty). */
  run: (reason: string | undefined) => void;
}

/**
 * Asks before a high-impact change: names what changes and for which brands, takes an optional
 * reason (written to the audit entry). Answers the dialog to render and the function that opens
 * it. Focus goes back to the control that asked when the dialog closes (Dialog does that).
 */
export function useConfirmChange(): [ReactNode, (request: ConfirmRequest) => void] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = request ? (
    <ConfirmDialog request={request} onDone={() => setRequest(null)} />
  ) : null;
  return [dialog, setRequest];
}

function ConfirmDialog({ request, onDone }: { request: ConfirmRequest; onDone: () => void }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const [reason, setReason] = useState('');
  const confirm = () => {
    onDone();
    request.run(reason.trim() || undefined);
  };
  return (
    <Dialog
      title={request.title}
      message={request.message}
      onClose={onDone}
      actions={
        <>
          <Button variant="secondary" onClick={onDone}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={confirm}>{request.confirmLabel}</Button>
        </>
      }
    >
      <div className={ui.stack}>
        <p>
          {request.detail ??
            (request.brands.length
              ? t('confirm.brands', { brands: request.brands.join(', ') })
              : t('confirm.noBrands'))}
        </p>
        <TextField
          label={t('confirm.reason')}
          hint={t('confirm.reasonHint')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
