import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CORE_VERSION } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';
import { readDeviceInfo } from '@klubb/sdk';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';
import { NATIVE_BRIDGE_TEST_CALLS, type BridgeCallResult } from '../utils/native-bridge-calls';

import styles from './about.module.css';

export interface TestingPanelProps {
  container: { version: string; build: number } | null;
}

/**
 * The hidden testing page (spec §2 About): versions, platform and device details, and a button
 * per native-bridge function with what it answered.
 */
export function TestingPanel({ container }: TestingPanelProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const { native } = useRuntime();
  const device = readDeviceInfo(navigator.userAgent, window.screen, window.self !== window.top);
  const [results, setResults] = useState<Record<string, BridgeCallResult>>({});
  const describe = (result: BridgeCallResult) =>
    result.status === 'ok'
      ? t('testing.answered', { value: JSON.stringify(result.value) })
      : result.status === 'error'
        ? t('testing.failed', { message: result.message })
        : t('testing.notInContainer');
  return (
    <section className={styles.section} aria-labelledby="about-testing">
      <h2 id="about-testing" className={styles.heading}>
        {t('testing.title')}
      </h2>
      <dl className={styles.details}>
        <dt>{t('testing.coreVersion')}</dt>
        <dd>{CORE_VERSION}</dd>
        <dt>{t('testing.containerVersion')}</dt>
        <dd>{container ? `${container.version} (${container.build})` : t('testing.none')}</dd>
        <dt>{t('testing.platform')}</dt>
        <dd>{device.os}</dd>
        <dt>{t('testing.browser')}</dt>
        <dd>{device.browser}</dd>
        <dt>{t('testing.device')}</dt>
        <dd>{`${device.device.name} · ${device.device.type} · ${device.device.containerType}`}</dd>
      </dl>
      <ul className={styles.bridgeCalls} aria-label={t('testing.bridgeCalls')}>
        {NATIVE_BRIDGE_TEST_CALLS.map((call) => (
          <li key={call.name}>
            <Button
              variant="secondary"
              onClick={() =>
                void call
                  .run(native)
                  .catch((error: unknown) => ({
                    status: 'error' as const,
                    message: error instanceof Error ? error.message : String(error),
                  }))
                  .then((result) => setResults((all) => ({ ...all, [call.name]: result })))
              }
            >
              {call.name}
            </Button>
            <output className={styles.result}>
              {results[call.name] ? describe(results[call.name]!) : null}
            </output>
          </li>
        ))}
      </ul>
    </section>
  );
}
