import { screen } from '@testing-library/react';

import { renderAt, setUpAuthTest } from '../test/render';

import { EmailField } from './email-field';
import { NewPasswordField } from './password-field';
import { PhoneField } from './phone-field';

beforeAll(() => setUpAuthTest());

describe('the e-mail, phone and new-password fields', () => {
  const noChange = () => undefined;

  it('label themselves and tell the browser what they hold', () => {
    // Inside the runtime the host hands the remote: the phone field reads the brand's country.
    renderAt(
      <>
        <EmailField value="" onChange={noChange} />
        <PhoneField value="" onChange={noChange} />
        <NewPasswordField value="" onChange={noChange} />
      </>,
    );
    const email = screen.getByLabelText('E-post');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const phone = screen.getByLabelText('Mobilnummer');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    const password = screen.getByLabelText('Lösenord');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/8–30 tecken/);
  });

  it('take another autocomplete or label where a form asks for it', () => {
    renderAt(
      <>
        <EmailField autoComplete="username" value="" onChange={noChange} />
        <NewPasswordField label="Nytt lösenord" value="" onChange={noChange} />
      </>,
    );
    expect(screen.getByLabelText('E-post')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Nytt lösenord')).toHaveAttribute('autocomplete', 'new-password');
  });
});
