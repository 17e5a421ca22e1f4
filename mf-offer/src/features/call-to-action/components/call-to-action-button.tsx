import { useTranslation } from 'react-i18next';

import type { CallToAction } from '@klubb/contracts';
import { Button } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './call-to-action.module.css';

export interface CallToActionButtonProps {
  action: CallToAction;
  onPress: (action: CallToAction) => void;
}

/** The offer's main button, labelled by the offer (spec §3 "Call-to-action"). */
export function CallToActionButton({ action, onPress }: CallToActionButtonProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  return (
    <div className={styles.bar}>
      <Button className={styles.button} onClick={() => onPress(action)}>
        {action.label || t('cta.fallback')}
      </Button>
    </div>
  );
}
