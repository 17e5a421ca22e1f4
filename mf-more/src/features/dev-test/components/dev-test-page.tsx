import { useTranslation } from 'react-i18next';

import { CORE_VERSION } from '@klubb/contracts';
import { useBrand, useCurrentUser, useRuntime } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { Page } from '../../../components/page';
import { MORE_NAMESPACE } from '../../../i18n';

/**
 * Dev Test (spec §2: dev or test mode only; production builds do not route it): what this build
 * talks to, and a way to drop the cached data while trying things out.
 */
export function DevTestPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const brand = useBrand();
  const user = useCurrentUser();
  const { config, queryClient, feedCache } = useRuntime();
  const rows: Array<[string, string]> = [
    [t('devTest.mode'), process.env.NODE_ENV ?? ''],
    [t('devTest.coreVersion'), CORE_VERSION],
    [t('devTest.remoteVersion'), __KLUBB_APP_VERSION__],
    [t('devTest.brand'), `${brand.name} (${brand.id})`],
    [t('devTest.appUrl'), config.appUrl],
    [t('devTest.apiUrl'), config.apiUrl],
    [t('devTest.member'), user ? `${user.firstName} ${user.lastName} (${user.id})` : '–'],
  ];
  return (
    <Page title={t('devTest.title')}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        onClick={() => {
          feedCache.clear();
          queryClient.clear();
        }}
      >
        {t('devTest.clearCaches')}
      </Button>
    </Page>
  );
}
