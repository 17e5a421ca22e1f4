import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button';
import styles from './dialog.module.css';

export interface DialogProps {
  title?: string;
  message?: string;
  children?: ReactNode;
  /** Shows Yes/No instead of a single OK. */
  confirm?: boolean;
  hide?: boolean;
  onClose: (confirmed: boolean) => void;
}

/**
 * The confirm/message dialog of spec §2: hidden when there is no message and no children, or when
 * `hide` is set. A native modal <dialog>, so focus is trapped and Escape closes it.
 */
export function Dialog({
  title,
  message,
  children,
  confirm = false,
  hide = false,
  onClose,
}: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = !hide && (Boolean(message) || children !== undefined);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : message}
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {message ? <p>{message}</p> : null}
      {children}
      <div className={styles.actions}>
        {confirm ? (
          <>
            <Button variant="secondary" onClick={() => onClose(false)}>
              {t('no')}
            </Button>
            <Button onClick={() => onClose(true)}>{t('yes')}</Button>
          </>
        ) : (
          <Button onClick={() => onClose(true)}>{t('ok')}</Button>
        )}
      </div>
    </dialog>
  );
}
