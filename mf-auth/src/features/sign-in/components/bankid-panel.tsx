import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { readDeviceInfo } from '@klubb/sdk';
import { Button, Spinner } from '@klubb/ui';

import { ErrorDialog } from '../../../components/error-dialog';
import { AUTH_NAMESPACE } from '../../../i18n';
import { useBankIdSignIn } from '../hooks/use-bankid-sign-in';
import { autostartLink, pendingMessage } from '../utils/bankid-messages';

import styles from './bankid.module.css';
import { QrCode } from './qr-code';

function useDevice() {
  return useMemo(() => {
    const info = readDeviceInfo(navigator.userAgent, window.screen);
    return { mobile: info.device.type !== 'desktop', ios: info.os === 'iOS' };
  }, []);
}

/**
 * BankID sign-in (spec §2, §4): the BankID button starts an order; a QR code refreshed every
 * second, the app's status (BankID's recommended messages, PROTOCOLS.md §3.9), and the
 * same-device link (§3.7) — first on a phone, the second choice elsewhere; time-out and cancel
 * messages in a dialog.
 */
export function BankIdPanel() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const device = useDevice();
  const { phase, qrData, hintCode, failure, error, start, cancel, clearError } = useBankIdSignIn();
  const [autostart, setAutostart] = useState(false);
  const sameDevice =
    phase.name === 'pending' ? (
      <a
        className={device.mobile ? styles.sameDevicePrimary : styles.sameDevice}
        href={autostartLink(phase.autoStartToken)}
        // On iOS the bankid: link opens in the same window (spec §2 navigation).
        {...(device.ios ? {} : { target: '_blank', rel: 'noreferrer' })}
        onClick={() => setAutostart(true)}
      >
        {t('bankId.sameDevice')}
      </a>
    ) : null;

  return (
    <div className={styles.panel}>
      {phase.name === 'pending' ? (
        <>
          {/* A phone cannot scan its own screen: there the same-device link comes first. */}
          {device.mobile ? sameDevice : null}
          {qrData ? (
            <QrCode data={qrData} label={t('bankId.qrLabel')} />
          ) : (
            <div className={styles.qrPlaceholder}>
              <Spinner />
            </div>
          )}
          <p className={styles.status} role="status" aria-live="polite">
            {t(`bankId.${pendingMessage(hintCode, { autostart, mobile: device.mobile })}`)}
          </p>
          {/* Elsewhere it is the second choice (BankID on this computer). */}
          {device.mobile ? null : sameDevice}
          <Button variant="secondary" onClick={cancel}>
            {t('bankId.cancel')}
          </Button>
        </>
      ) : (
        <>
          {failure ? (
            <p className={styles.status} role="alert">
              {t(`bankId.${failure}`)}
            </p>
          ) : null}
          <Button
            className={styles.start}
            onClick={() => {
              setAutostart(false);
              start();
            }}
            disabled={phase.name !== 'idle'}
            aria-label={t('bankId.startLabel')}
          >
            {phase.name === 'signingIn' ? t('bankId.signingIn') : t('bankId.start')}
          </Button>
        </>
      )}
      <ErrorDialog error={error} onClose={clearError} />
    </div>
  );
}
