import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { ERROR_CODES } from '@klubb/contracts';
import { createI18n, initI18n } from '@klubb/i18n';

import { SignInForm } from './sign-in-form';

beforeAll(async () => {
  await initI18n(createI18n(), 'sv');
});

const labels = { email: 'E-post', password: 'Lösenord', submit: 'Logga in', busy: 'Loggar in…' };

function renderForm(onSignIn: (email: string, password: string) => Promise<void>) {
  render(
    <SignInForm
      labels={labels}
      onSignIn={onSignIn}
      renderError={(error, dismiss) => (
        <p role="alert">
          {String((error as { code?: string }).code ?? error)}
          <button type="button" onClick={dismiss}>
            OK
          </button>
        </p>
      )}
    />,
  );
  return {
    email: screen.getByLabelText('E-post'),
    password: screen.getByLabelText('Lösenord'),
  };
}

describe('SignInForm (spec §5)', () => {
  it('keeps what was typed into the server’s form before the app took it over', async () => {
    const onSignIn = jest.fn(async () => undefined);
    const form = <SignInForm labels={labels} onSignIn={onSignIn} renderError={() => null} />;
    // The server's HTML, typed into (or filled by a password manager) before hydration.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    field('email').value = 'anna@example.com';
    field('password').value = 'hemligt1';
    render(form, { container, hydrate: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logga in' }));
    expect(onSignIn).toHaveBeenCalledWith('anna@example.com', 'hemligt1');
    expect(field('email').value).toBe('anna@example.com');
  });

  it('asks for a valid e-mail and a password before it signs in', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn(async () => undefined);
    const { email, password } = renderForm(onSignIn);
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_CODES.emailMissing);
    await user.type(email, 'anna@klubb');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_CODES.emailInvalid);
    await user.type(email, '.example');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_CODES.passwordMissing);
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed e-mail, busy meanwhile', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onSignIn = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { email, password } = renderForm(onSignIn);
    await user.type(email, '  anna@klubb.example ');
    await user.type(password, 'hemligt{Enter}');
    expect(onSignIn).toHaveBeenCalledWith('anna@klubb.example', 'hemligt');
    expect(screen.getByRole('button', { name: 'Loggar in…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    finish();
  });

  it('shows what the sign-in threw, and can be tried again once dismissed', async () => {
    const user = userEvent.setup();
    const onSignIn = jest
      .fn<Promise<void>, [string, string]>()
      .mockRejectedValueOnce({ code: 'auth/invalid-credential' })
      .mockResolvedValueOnce(undefined);
    const { email, password } = renderForm(onSignIn);
    await user.type(email, 'anna@klubb.example');
    await user.type(password, 'fel{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('auth/invalid-credential');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Logga in' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });
});
