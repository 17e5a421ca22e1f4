import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { API_PATHS } from '@klubb/contracts';
import { setUpTestApi } from '@klubb/sdk/testing';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { ForgotPasswordPage } from './forgot-password-page';

const testApi = setUpTestApi();

describe('the forgot-password page', () => {
  it('sends the link to the address typed into the server’s form before the app took it over', async () => {
    await setUpAuthTest();
    testApi.answer('post', API_PATHS.passwordReset, {});
    renderAt(<ForgotPasswordPage />, '/forgotpassword', '/forgotpassword', {
      typeBeforeHydration: (page) => {
        const field = page.querySelector<HTMLInputElement>('input[name="email"]');
        if (field) field.value = 'anna@klubb.example';
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Skicka länk' }));
    await waitFor(() => expect(testApi.callsTo(API_PATHS.passwordReset)).toHaveLength(1));
    expect(testApi.callsTo(API_PATHS.passwordReset)[0]?.body).toMatchObject({
      email: 'anna@klubb.example',
    });
  });
});
