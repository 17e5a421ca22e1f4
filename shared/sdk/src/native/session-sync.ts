/** The parts of the member's session the sync sends (the session store's AuthSession). */
export interface SyncedSession {
  uid: string;
  idToken: string;
  expiresAt: number;
}
interface WatchedSession {
  session: SyncedSession | null;
}

export interface SessionSyncOptions {
  /** The configured URL (build setting KLUBB_SESSION_SYNC_URL); empty: no sync. */
  url: string;
  getState: () => WatchedSession;
  subscribe: (listener: (state: WatchedSession, previous: WatchedSession) => void) => () => void;
  /** Sends one request; the page's fetch by default. */
  send?: (url: string, init: RequestInit) => Promise<unknown>;
  log?: (message: string) => void;
}

/**
 * The optional session-token sync (spec §7): where a URL is configured, the member's session is
 * posted there when it starts or its ID token is renewed (`POST {uid, idToken, expiresAt}`), and
 * deleted there when it ends (`DELETE`, with the last token as bearer), so a native container
 * or a companion service always holds the current session. Failures are logged only.
 */
export function startSessionSync(options: SessionSyncOptions): () => void {
  if (!options.url) return () => undefined;
  const log =
    options.log ?? ((message: string) => console.warn(`[klubb] session sync: ${message}`));
  const transport =
    options.send ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const send = (init: RequestInit) =>
    void transport(options.url, { ...init, keepalive: true }).catch((error: unknown) => {
      log(`${init.method} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  const post = (session: SyncedSession) =>
    send({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.idToken}` },
      body: JSON.stringify({
        uid: session.uid,
        idToken: session.idToken,
        expiresAt: session.expiresAt,
      }),
    });

  const current = options.getState().session;
  if (current) post(current);
  return options.subscribe(({ session }, { session: before }) => {
    if (session && session.idToken !== before?.idToken) post(session);
    else if (!session && before) {
      send({ method: 'DELETE', headers: { Authorization: `Bearer ${before.idToken}` } });
    }
  });
}
