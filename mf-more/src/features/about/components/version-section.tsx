import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { CORE_VERSION, VERSION_TAPS_TO_REVEAL_PUSH_TOKEN } from '@klubb/contracts';
import { useCurrentUser, useRuntime } from '@klubb/runtime';

import { MORE_NAMESPACE } from '../../../i18n';
import { readContainerVersion } from '../utils/native-bridge-calls';
import { useTapReveal } from '../utils/use-tap-reveal';

import styles from './about.module.css';
import { TestingPanel } from './testing-panel';

/**
 * The app version: the core's (spec §9: 5.22.1) and the container's where there is one. Tapping
 * it 7 times reveals the push token and the hidden testing page (spec §2 About).
 */
export function VersionSection() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const user = useCurrentUser();
  const { native } = useRuntime();
  const { revealed, tap } = useTapReveal(VERSION_TAPS_TO_REVEAL_PUSH_TOKEN);
  const container = useQuery({
    queryKey: ['containerVersion'],
    queryFn: () => readContainerVersion(native),
    staleTime: Infinity,
  }).data;
  return (
    <section className={styles.section} aria-labelledby="about-version">
      <h2 id="about-version" className={styles.heading}>
        {t('about.versionTitle')}
      </h2>
      <button type="button" className={styles.version} onClick={tap}>
        {container
          ? t('about.versionWithContainer', {
              version: CORE_VERSION,
              container: container.version,
              build: container.build,
            })
          : t('about.version', { version: CORE_VERSION })}
      </button>
      {revealed ? (
        <>
          <p role="status">
            {t('about.pushToken', {
              token: user?.pushNotificationToken ?? t('about.noPushToken'),
            })}
          </p>
          <TestingPanel container={container ?? null} />
        </>
      ) : null}
    </section>
  );
}
