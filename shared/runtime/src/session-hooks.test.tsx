import { act, render, screen } from '@testing-library/react';

import { setUpTestApi } from '@klubb/sdk/testing';
import type { AuthSession, CurrentUser } from '@klubb/session';

import { RuntimeProvider } from './runtime-context';
import { useAppState, useBrand, useCurrentUser, useIsSignedIn, useMemberId } from './session-hooks';
import { testBrand } from './testing/test-brand';
import { testRuntime } from './testing/test-runtime';

setUpTestApi();

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

function Member() {
  const brand = useBrand();
  const user = useCurrentUser();
  const signedIn = useIsSignedIn();
  const memberId = useMemberId();
  const appState = useAppState();
  return (
    <p>
      {brand.name} {user?.firstName ?? 'nobody'} {signedIn ? 'in' : 'out'} {memberId ?? 'none'}{' '}
      {appState}
    </p>
  );
}

const renderMember = () =>
  render(
    <RuntimeProvider runtime={testRuntime()}>
      <Member />
    </RuntimeProvider>,
  );

describe('the session hooks over the runtime', () => {
  beforeEach(() =>
    useSessionStore.setState({
      brand: testBrand(),
      session: null,
      user: null,
      appState: 'loading',
    }),
  );

  it('read the host’s store and follow it', () => {
    renderMember();
    expect(screen.getByText('Klubb nobody out none loading')).toBeInTheDocument();
    act(() =>
      useSessionStore.setState({
        // Only the fields the hooks read.
        session: { uid: 'member-1' } as AuthSession,
        user: { firstName: 'Eva' } as CurrentUser,
        appState: 'content',
      }),
    );
    expect(screen.getByText('Klubb Eva in member-1 content')).toBeInTheDocument();
  });

  it('say so when the brand is not resolved yet', () => {
    useSessionStore.setState({ brand: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderMember).toThrow(/before the brand was resolved/);
  });
});
