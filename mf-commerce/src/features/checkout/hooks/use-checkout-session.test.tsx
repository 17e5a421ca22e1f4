import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { API_PATHS } from '@klubb/contracts';
import { setUpTestApi } from '@klubb/sdk/testing';

import { renderWithProviders } from '../../../test/render';

import { useCheckoutSession } from './use-checkout-session';

const testApi = setUpTestApi();

/** The checkout's phase, and its "try again" where the hook offers one. */
function Harness() {
  const { state, retry } = useCheckoutSession(true);
  return (
    <>
      <p>{`phase: ${state.phase}`}</p>
      {state.phase === 'failed' && state.retryable ? (
        <button type="button" onClick={retry}>
          {'again'}
        </button>
      ) : null}
    </>
  );
}

describe('useCheckoutSession', () => {
  it('opens the checkout again after one that could not open: no dead end', async () => {
    testApi.fail('get', API_PATHS.getCheckoutConfig, {
      status: 503,
      code: 'unavailable',
      message: 'Down',
    });
    renderWithProviders(<Harness />);
    const again = await screen.findByRole('button', { name: 'again' });
    expect(screen.getByText('phase: failed')).toBeInTheDocument();

    testApi.answer('get', API_PATHS.getCheckoutConfig, {
      publishableKey: 'pk_test_1',
      testMode: true,
    });
    testApi.answer('post', API_PATHS.createCheckout, { id: 'cs_test_1', clientSecret: 'secret' });
    await userEvent.click(again);
    expect(await screen.findByText('phase: open')).toBeInTheDocument();
    expect(testApi.callsTo(API_PATHS.createCheckout)).toHaveLength(1);
  });
});
