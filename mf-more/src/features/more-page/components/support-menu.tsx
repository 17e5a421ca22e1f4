import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRuntime } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { siteConfigQueryOptions } from '../../../api/site-content-queries';
import { MORE_NAMESPACE } from '../../../i18n';

import styles from './more-page.module.css';
import { SupportDialog } from './support-dialog';

/**
 * The support contact menu (spec §2 More page): mail, and chat where the brand has a chat URL;
 * either opens the support pop-up.
 */
export function SupportMenu() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const runtime = useRuntime();
  const chatUrl = useQuery(siteConfigQueryOptions(runtime)).data?.contact.chatUrl ?? null;
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<'mail' | 'chat' | null>(null);
  const menuId = useId();
  const choose = (next: 'mail' | 'chat') => {
    setOpen(false);
    setChannel(next);
  };
  return (
    <div className={styles.support}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('more.support')}
      </Button>
      {open ? (
        <ul id={menuId} className={styles.supportMenu} aria-label={t('more.support')}>
          <li>
            <Button variant="secondary" onClick={() => choose('mail')}>
              {t('support.mail')}
            </Button>
          </li>
          {chatUrl ? (
            <li>
              <Button variant="secondary" onClick={() => choose('chat')}>
                {t('support.chat')}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {channel ? <SupportDialog channel={channel} onClose={() => setChannel(null)} /> : null}
    </div>
  );
}
