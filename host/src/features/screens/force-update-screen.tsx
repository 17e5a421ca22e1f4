import { useTranslation } from 'react-i18next';

import { useBrand } from '@klubb/session';
import { ErrorView } from '@klubb/ui';

export interface ForceUpdateScreenProps {
  platform: 'ios' | 'android';
}

/** The force-update screen: a message and a button to the brand's store link for the platform. */
export function ForceUpdateScreen({ platform }: ForceUpdateScreenProps) {
  const { t } = useTranslation('host');
  const brand = useBrand();
  return (
    <main id="content">
      <ErrorView title={t('forceUpdate.title')} message={t('forceUpdate.message')}>
        <a href={brand.storeLinks[platform]} rel="noreferrer">
          {t('forceUpdate.button')}
        </a>
      </ErrorView>
    </main>
  );
}
