import { PUSH_TOKEN_SEND_DELAY_MS } from '@klubb/contracts';
import type { Container } from '@klubb/sdk';
import type { AppState, CurrentUser } from '@klubb/session';

import type { PermissionPrompts } from './permission-prompts';

interface WatchedState {
  appState: AppState;
  user: CurrentUser | null;
}

export interface PushSyncOptions {
  container: Pick<Container, 'inContainer' | 'readPushToken' | 'unregisterFromPush'>;
  /** Asks for push and tracking at a meaningful moment, not here (permission-prompts.ts). */
  prompts: Pick<PermissionPrompts, 'entered' | 'close'>;
  getState: () => WatchedState;
  subscribe: (listener: (state: WatchedState, previous: WatchedState) => void) => () => void;
  /** Saves the token on the member (PUT /v1/update/user) and answers the updated member. */
  saveToken: (token: string) => Promise<CurrentUser>;
  setUser: (user: CurrentUser) => void;
  log?: (message: string) => void;
}

const inMemberContent = (state: WatchedState) => state.appState === 'content' && !!state.user;

/**
 * Push in a native container (spec §4, §9): 10 s after a member enters content, send the
 * container's push token to the API if it differs from the stored one. Push and tracking are not
 * asked for here (issue 32: the system prompts came 0.45 s and 1.45 s after sign-in, unexplained):
 * a member who allowed push before is registered again on entering, the others are asked after a
 * meaningful moment (permission-prompts.ts). Signing out unregisters. Outside a container it does
 * nothing at all. Returns the stop function.
 */
export function startPushSync(options: PushSyncOptions): () => void {
  const { container } = options;
  if (!container.inContainer) return () => undefined;
  const log = options.log ?? ((message: string) => console.warn(`[klubb] push: ${message}`));
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  const cancel = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };

  const syncToken = async () => {
    const user = options.getState().user;
    if (!user || !inMemberContent(options.getState())) return;
    const token = await container.readPushToken(user.id);
    if (!token || token === user.pushNotificationToken) return;
    try {
      const updated = await options.saveToken(token);
      if (options.getState().user?.id === updated.id) options.setUser(updated);
    } catch (error) {
      log(`the token was not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const entered = () => {
    cancel();
    options.prompts.entered();
    timers.push(setTimeout(() => void syncToken(), PUSH_TOKEN_SEND_DELAY_MS));
  };

  if (inMemberContent(options.getState())) entered();
  const unsubscribe = options.subscribe((state, previous) => {
    if (inMemberContent(state) && !inMemberContent(previous)) entered();
    else if (!inMemberContent(state) && inMemberContent(previous)) {
      cancel();
      options.prompts.close();
    }
    if (previous.user && !state.user) void container.unregisterFromPush();
  });
  return () => {
    cancel();
    unsubscribe();
  };
}
