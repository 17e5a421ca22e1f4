import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useBrand, useCurrentUser, useRuntime } from '@klubb/runtime';

import { MORE_NAMESPACE } from '../../../i18n';
import { brandRoleQueryOptions } from '../api/brand-role-queries';

import styles from './more-page.module.css';

const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

/**
 * The member's header on the More page (spec §2): an avatar, first and last name, and the brand
 * role's name only where the brand's setting shows it.
 */
export function ProfileHeader() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const brand = useBrand();
  const user = useCurrentUser();
  const runtime = useRuntime();
  const showRole = brand.config.showBrandRoleName && user !== null;
  const role = useQuery({ ...brandRoleQueryOptions(runtime, user?.id ?? ''), enabled: showRole });
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <section className={styles.profile} aria-label={t('more.profile')}>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(user.firstName, user.lastName)}
      </span>
      <h2 className={styles.name}>{name}</h2>
      {showRole && role.data ? (
        <p className={styles.role}>
          <span className={styles.visuallyHidden}>{t('more.roleLabel')}</span>
          {role.data.name}
        </p>
      ) : null}
    </section>
  );
}
