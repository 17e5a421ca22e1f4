import { useTranslation } from 'react-i18next';

import { useBrand } from '@klubb/runtime';
import { readDeviceInfo } from '@klubb/sdk';
import { ErrorView, linkButtonClassName } from '@klubb/ui';

import { storeLinkFor } from './version';

/**
 * The force-update screen (spec §2): a message and a button to the brand's store link for the
 * container's platform. Only a container below the brand's minimum version ever gets here.
 */
export function ForceUpdateScreen() {
  const { t } = useTranslation('host');
  const brand = useBrand();
  const device = readDeviceInfo(navigator.userAgent, window.screen);
  return (
    <main id="content">
      <ErrorView title={t('forceUpdate.title')} message={t('forceUpdate.message')}>
        <a
          href={storeLinkFor(brand.storeLinks, device.device.containerType, device.os)}
          rel="noreferrer"
          className={linkButtonClassName()}
        >
          {t('forceUpdate.button')}
        </a>
      </ErrorView>
    </main>
  );
}
