import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { linkButtonClassName } from '@klubb/ui';

import styles from './empty-state.module.css';
import pageStyles from './page.module.css';

/**
 * An empty list of the member's (orders, tickets, waiting lists): what it is, and a way on to the
 * offers rather than a dead end (issue 32).
 */
export function EmptyState({ text, action }: { text: string; action: string }) {
  return (
    <div className={styles.emptyState}>
      <p className={pageStyles.empty}>{text}</p>
      <Link className={linkButtonClassName()} to={paths.mixedFeed.build()}>
        {action}
      </Link>
    </div>
  );
}
