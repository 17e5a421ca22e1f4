import { REGISTRY_PATHS } from '@klubb/contracts';
import { HttpResponse } from '@klubb/sdk/testing';

import { REFRESH_PATH, setUpConsoleTest } from '../../test/console-test';
import { consoleHttp } from '../console-sdk';

import { getIdToken, restoreSession } from './operator-session';
import { SESSION_KEY } from './session-storage';
import { useSessionStore } from './session-store';

const api = setUpConsoleTest();

const kept = (expiresAt: number) => ({
  uid: 'op-klubb',
  email: 'ops.klubb@klubb.example',
  idToken: 'old-token',
  refreshToken: 'refresh-1',
  expiresAt,
});

describe('the operator session', () => {
  it('is restored from this tab after a reload, and refreshed first when it has expired', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(kept(Date.now() - 1000)));
    api.answer('post', REFRESH_PATH, {
      access_token: 'new-token',
      id_token: 'new-token',
      expires_in: '3600',
      token_type: 'Bearer',
      refresh_token: 'refresh-2',
      user_id: 'op-klubb',
      project_id: 'klubb-local',
    });
    api.answer('get', REGISTRY_PATHS.me, {});
    restoreSession();
    expect(useSessionStore.getState().session?.email).toBe('ops.klubb@klubb.example');

    await consoleHttp()(REGISTRY_PATHS.me);

    expect(api.callsTo(REFRESH_PATH)[0]?.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(api.callsTo(REGISTRY_PATHS.me)[0]?.authorization).toBe('Bearer new-token');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      idToken: 'new-token',
      refreshToken: 'refresh-2',
    });
  });

  it('ends when the identity provider says the session is over', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(kept(Date.now() - 1000)));
    api.answer('post', REFRESH_PATH, () =>
      HttpResponse.json({ error: { code: 400, message: 'TOKEN_EXPIRED' } }, { status: 400 }),
    );
    restoreSession();
    await expect(getIdToken()).resolves.toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
