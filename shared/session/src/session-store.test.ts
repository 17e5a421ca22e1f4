import { historyNavigate } from './return-path';
import { createSessionStore } from './session-store';

let useSessionStore = createSessionStore();

beforeEach(() => {
  useSessionStore = createSessionStore();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the session store’s navigation (ADR 021)', () => {
  it('takes a member back to the page they left through the navigation it was given', () => {
    const navigate = jest.fn();
    const onPop = jest.fn();
    useSessionStore.getState().setNavigate(navigate);
    window.history.replaceState(null, '', '/benefit/klubb-benefit-004');
    useSessionStore.setState({ appState: 'content' });
    useSessionStore.getState().dispatch({ type: 'signInRequested' });
    expect(useSessionStore.getState()).toMatchObject({
      appState: 'auth',
      returnPath: '/benefit/klubb-benefit-004',
    });
    // The signed-out app shows at `/`; signing in goes back, through the router, no popstate.
    window.history.replaceState(null, '', '/');
    window.addEventListener('popstate', onPop);
    useSessionStore.getState().dispatch({ type: 'signedIn', completedOnboarding: true });
    window.removeEventListener('popstate', onPop);
    expect(useSessionStore.getState().appState).toBe('content');
    expect(navigate).toHaveBeenCalledWith('/benefit/klubb-benefit-004', { replace: true });
    expect(onPop).not.toHaveBeenCalled();
  });

  it('keeps each store’s state its own', () => {
    const other = createSessionStore();
    useSessionStore.setState({ appState: 'content', returnPath: '/more' });
    expect(other.getState()).toMatchObject({ appState: 'loading', returnPath: null });
  });

  it('moves the page by a plain history entry until a navigation is set', () => {
    historyNavigate('/more', { replace: true });
    expect(window.location.pathname).toBe('/more');
    expect(window.history.state).toBeNull();
  });
});
