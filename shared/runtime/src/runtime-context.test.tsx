import { act, render, screen } from '@testing-library/react';

import { setUpTestApi } from '@klubb/sdk/testing';

import { RuntimeProvider, useRuntime, useRuntimeSession } from './runtime-context';
import { testRuntime } from './testing/test-runtime';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

setUpTestApi();

function SignOutReason() {
  const reason = useRuntimeSession((state) => state.signOutReason);
  const { config } = useRuntime();
  return (
    <p>
      {config.apiUrl} {reason ?? 'none'}
    </p>
  );
}

describe('the runtime context', () => {
  it('gives components the host’s runtime and re-renders them when its session changes', () => {
    render(
      <RuntimeProvider runtime={testRuntime()}>
        <SignOutReason />
      </RuntimeProvider>,
    );
    expect(screen.getByText('http://api.test none')).toBeInTheDocument();
    act(() => useSessionStore.setState({ signOutReason: 'sessionExpired' }));
    expect(screen.getByText('http://api.test sessionExpired')).toBeInTheDocument();
  });

  it('says so when a component reads it outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SignOutReason />)).toThrow(/outside <RuntimeProvider>/);
  });
});
