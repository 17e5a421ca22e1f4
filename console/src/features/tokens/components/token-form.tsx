import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { REMOTE_NAMES, createTokenBodySchema, type RemoteName } from '@klubb/contracts';
import { Button, TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

interface TokenInput {
  name: string;
  remote: RemoteName;
  expiresInDays: number;
}

/**
 * Makes a token for one remote with an expiry. Its secret is shown once, here, until the page is
 * left: the registry keeps only its hash. Focus goes to the secret's heading when it shows.
 */
export function TokenForm() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const [name, setName] = useState('');
  const [remote, setRemote] = useState<RemoteName>('mf_feeds');
  const [days, setDays] = useState('90');
  const [invalid, setInvalid] = useState(false);
  const secretHeading = useRef<HTMLHeadingElement>(null);
  const create = useChange({
    change: (input: TokenInput) => registryChanges.createToken(input),
    describe: (input: TokenInput) => t('done.tokenCreated', { name: input.name }),
  });
  const created = create.data;
  // The secret is what the operator needs next: focus goes to it when it shows.
  useEffect(() => {
    if (created) secretHeading.current?.focus();
  }, [created]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = { name: name.trim(), remote, expiresInDays: Number(days) };
    const valid = createTokenBodySchema.safeParse(body).success;
    setInvalid(!valid);
    if (valid) create.mutate(body);
  };
  const hintId = 'token-invalid';
  return (
    <>
      <form className={ui.card} onSubmit={onSubmit} noValidate aria-labelledby="token-form-title">
        <h2 id="token-form-title">{t('tokens.createTitle')}</h2>
        <TextField
          label={t('tokens.name')}
          hint={t('tokens.nameHint')}
          value={name}
          maxLength={60}
          invalid={invalid}
          onChange={(event) => setName(event.target.value)}
        />
        <div className={ui.field}>
          <label htmlFor="token-remote">{t('tokens.remote')}</label>
          <select
            id="token-remote"
            className={ui.select}
            value={remote}
            onChange={(event) => setRemote(event.target.value as RemoteName)}
          >
            {REMOTE_NAMES.map((name) => (
              <option key={name} value={name}>
                {remoteLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('tokens.expiresInDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          invalid={invalid}
          onChange={(event) => setDays(event.target.value)}
        />
        {invalid ? (
          <p id={hintId} className={ui.error}>
            {t('tokens.invalid')}
          </p>
        ) : null}
        <Button
          type="submit"
          aria-disabled={create.isPending}
          aria-describedby={invalid ? hintId : undefined}
        >
          {t('tokens.create')}
        </Button>
        <ErrorText error={create.error} params={{ remote: remoteLabel(remote) }} />
      </form>
      {created ? (
        <section className={ui.card} aria-labelledby="token-secret-title">
          <h2 id="token-secret-title" ref={secretHeading} tabIndex={-1}>
            {t('tokens.secretTitle', { name: created.token.name })}
          </h2>
          <p>{t('tokens.secretOnce', { remote: remoteLabel(created.token.remote) })}</p>
          <TextField
            label={t('tokens.secret')}
            readOnly
            value={created.secret}
            onFocus={(event) => event.target.select()}
          />
        </section>
      ) : null}
    </>
  );
}
