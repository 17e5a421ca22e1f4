import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { Button, TextField, useOnline } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { consoleStorage } from '../../../lib/console-sdk';
import { doorEventQueryOptions } from '../api/door-api';
import { signalAnswer } from '../utils/door-signal';
import { useDoorScans, type DoorAnswer } from '../utils/use-door-scans';

import { CameraScanner } from './camera-scanner';
import styles from './door.module.css';
import { ScanAnswer } from './scan-answer';

const DOOR_NAME_KEY = 'doorName';

/**
 * The door (issue 37), made for a phone: the event's live entry count, the camera and a field
 * for the ticket's code, one big answer per scan, and the tickets let in twice by scanners that
 * were offline. It works offline from the event's last download and syncs its scans later.
 */
export function ScannerPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const itemVariantId = useParams().itemVariantId ?? '';
  const event = useQuery(doorEventQueryOptions(itemVariantId));
  const { check, waiting } = useDoorScans(itemVariantId, event);
  const online = useOnline();
  const [door, setDoor] = useState(
    () => consoleStorage.read<string>(DOOR_NAME_KEY) ?? t('door.defaultDoor'),
  );
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);

  const scan = useCallback(
    async (payload: string) => {
      const next = await check(payload, door);
      setAnswer(next);
      signalAnswer(next);
    },
    [check, door],
  );
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!code.trim()) return;
    void scan(code).then(() => setCode(''));
  };

  const data = event.data;
  return (
    <section className={styles.scanner} aria-labelledby="door-title">
      <h1 id="door-title">{data?.eventName ?? t('door.title')}</h1>
      {data ? (
        <p className={styles.counts}>
          {t('door.entered', { entered: data.counts.entered, sold: data.counts.sold })}
        </p>
      ) : null}
      <p>
        {online ? t('door.online') : t('door.offline')}
        {waiting > 0 ? ` ${t('door.waitingSync', { count: waiting })}` : ''}
      </p>
      {!data && event.isError ? <p role="alert">{t('door.noDownload')}</p> : null}
      <ScanAnswer answer={answer} />
      <CameraScanner onCode={(payload) => void scan(payload)} />
      <form className={styles.manual} onSubmit={submit}>
        <TextField
          label={t('door.code')}
          hint={t('door.codeHint')}
          value={code}
          autoComplete="off"
          onChange={(changeEvent) => setCode(changeEvent.target.value)}
        />
        <Button type="submit">{t('door.check')}</Button>
      </form>
      <TextField
        label={t('door.doorName')}
        value={door}
        onChange={(changeEvent) => {
          setDoor(changeEvent.target.value);
          consoleStorage.write(DOOR_NAME_KEY, changeEvent.target.value);
        }}
      />
      {data && data.conflicts.length > 0 ? (
        <section aria-labelledby="door-conflicts">
          <h2 id="door-conflicts">{t('door.conflicts')}</h2>
          <ul>
            {data.conflicts.map((conflict) => (
              <li key={`${conflict.ticketId}-${conflict.scannedAt}`}>
                {t('door.conflict', { ticket: conflict.ticketId.slice(0, 8), door: conflict.door })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
