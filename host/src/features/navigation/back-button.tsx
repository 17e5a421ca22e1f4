import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Icon } from '@klubb/ui';

import { DEFAULT_STACK, useStackNavigation } from '../../lib/stack-navigation';

import styles from './shell.module.css';

const SEARCH_STACK = 'search';

/**
 * Back pops one page; at the bottom of a stack there is nothing to go back to, so it hides. Search
 * is a page one comes to from elsewhere: at its root, back goes where the member came from.
 */
export function BackButton() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { depth, back, active, selectStack } = useStackNavigation();
  const atSearchRoot = depth <= 1 && active === SEARCH_STACK;
  if (depth <= 1 && !atSearchRoot) return null;
  const leaveSearch = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else selectStack(DEFAULT_STACK);
  };
  return (
    <button
      type="button"
      // The desktop's search is a tab of its own, a top-level page: no back there (issue 32).
      className={atSearchRoot ? `${styles.back} ${styles.phoneOnly}` : styles.back}
      onClick={atSearchRoot ? leaveSearch : back}
    >
      <Icon name="back" />
      <span>{t('back')}</span>
    </button>
  );
}
