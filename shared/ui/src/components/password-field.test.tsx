import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createI18n, initI18n } from '@klubb/i18n';

import { PasswordField } from './password-field';

beforeAll(async () => {
  await initI18n(createI18n(), 'sv');
});

describe('the password field', () => {
  it('has a visible label and shows or hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Lösenord" value="Hemligt1" onChange={() => undefined} />);
    const input = screen.getByLabelText('Lösenord');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Visa lösenordet' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Dölj lösenordet' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
