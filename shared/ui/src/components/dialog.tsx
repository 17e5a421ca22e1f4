import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button';
import styles from './dialog.module.css';

export interface DialogProps {
  title?: string;
  message?: string;
  children?: ReactNode;
  /** Shows Yes/No instead of a single OK. */
  confirm?: boolean;
  /**
   * Buttons in place of OK (or Yes/No), e.g. Cancel and the dialog's own action. They call their
   * own handlers; `onClose(false)` then comes only from Escape.
   */
  actions?: ReactNode;
  hide?: boolean;
  onClose: (confirmed: boolean) => void;
}

/**
 * The confirm/message dialog of spec §2: hidden when there is no message and no children, or when
 * `hide` is set. A native modal <dialog>: focus moves into it and is trapped there, Escape closes
 * it, and when it closes (or is removed) focus goes back to what had it before. Its name is the
 * title (else the message); with a title, the message is its description.
 */
export function Dialog({
  title,
  message,
  children,
  confirm = false,
  actions,
  hide = false,
  onClose,
}: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const open = !hide && (Boolean(message) || children !== undefined);

  // A layout effect: modal before the first paint, and focus is handed back before anything else
  // runs. Browsers restore focus on close(), but not once React has removed the open dialog (as
  // `hide` does): focus is then on <body>, and goes back to the opener here.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      if (dialog.open) dialog.close?.();
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : message}
      aria-describedby={title && message ? messageId : undefined}
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
      {message ? <p id={messageId}>{message}</p> : null}
      {children}
      <div className={styles.actions}>
        {actions ??
          (confirm ? (
            <>
              <Button variant="secondary" onClick={() => onClose(false)}>
                {t('no')}
              </Button>
              <Button onClick={() => onClose(true)}>{t('yes')}</Button>
            </>
          ) : (
            <Button onClick={() => onClose(true)}>{t('ok')}</Button>
          ))}
      </div>
    </dialog>
  );
}
