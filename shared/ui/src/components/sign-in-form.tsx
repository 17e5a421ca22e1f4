import { useRef, useState, type FormEvent, type ReactNode } from 'react';

import { validateSignIn } from '@klubb/contracts';

import { useTypedBeforeHydration } from '../hooks/use-typed-before-hydration';

import { Button } from './button';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

export interface SignInFormLabels {
  email: string;
  password: string;
  submit: string;
  /** The button's text while signing in; the submit text when not given. */
  busy?: string;
}

export interface SignInFormProps {
  labels: SignInFormLabels;
  /** Signs in with the trimmed e-mail; a rejection is the form's error. */
  onSignIn: (email: string, password: string) => Promise<void>;
  /**
   * How the form's error shows: the member app in a dialog (spec §8 "Form errors … in a dialog"),
   * the console as a line under the fields. The error is a rule's code or what onSignIn threw.
   */
  renderError: (error: unknown, dismiss: () => void) => ReactNode;
  className?: string;
  /** What goes before the fields inside the form (the console's heading). */
  children?: ReactNode;
}

/**
 * Sign-in by e-mail and password, the member app's and the console's alike (spec §5: both
 * required, the e-mail valid, no password rule: an old password may predate it). The button is
 * disabled while signing in; after a failure the member can try again.
 */
export function SignInForm({
  labels,
  onSignIn,
  renderError,
  className,
  children,
}: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const form = useRef<HTMLFormElement>(null);

  useTypedBeforeHydration(form, {
    email: (typed) => setEmail((current) => current || typed),
    password: (typed) => setPassword((current) => current || typed),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = validateSignIn({ email, password });
    if (broken) {
      setError(broken);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSignIn(email.trim(), password);
    } catch (cause) {
      setError(cause);
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={className} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
      <TextField
        label={labels.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error === null ? null : renderError(error, () => setError(null))}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? (labels.busy ?? labels.submit) : labels.submit}
      </Button>
    </form>
  );
}
