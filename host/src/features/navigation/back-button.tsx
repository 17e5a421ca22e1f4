import { useTranslation } from 'react-i18next';

import { Icon } from '@klubb/ui';

import { useStackNavigation } from '../router/stack-context';

import styles from './shell.module.css';

/** Back pops one page; at the bottom of a stack there is nothing to go back to, so it hides. */
export function BackButton() {
  const { t } = useTranslation('host');
  const { depth, back } = useStackNavigation();
  if (depth <= 1) return null;
  return (
    <button type="button" className={styles.back} onClick={back}>
      <Icon name="back" />
      <span>{t('back')}</span>
    </button>
  );
}
