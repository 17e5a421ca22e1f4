import type { RemoteHealthKind, RemoteName } from '@klubb/contracts';
import { reportRemoteHealth } from '@klubb/sdk';

import type { PlannedRemote } from './canary';

/**
 * The page's health reports per remote and version (ADR 024), through the analytics client: a
 * session of each version (once per tab session), and each load failure, boundary error,
 * uncaught error of its scripts and API answer of 500 or more to a call its code made. The registry counts them and judges a canary by them.
 */

/** The version of each remote this page loads (remote-registry.ts plans each once per page). */
const versions = new Map<RemoteName, PlannedRemote>();

/** Where a remote version's files live: its manifest's folder (scripts and chunks beside it). */
const folderOf = (manifestUrl: string) => manifestUrl.replace(/[^/]*$/, '');

function report(name: RemoteName, kind: RemoteHealthKind): void {
  const planned = versions.get(name);
  if (planned) reportRemoteHealth(name, planned.version, kind);
}

/** A remote this page will load: one session of its version, unless this tab counted it. */
export function remotePlanned(remote: PlannedRemote, storage: Storage | null): void {
  versions.set(remote.name, remote);
  const key = `klubb:healthSession:${remote.name}@${remote.version}`;
  try {
    if (storage?.getItem(key)) return;
    storage?.setItem(key, '1');
  } catch {
    // Storage refused (a full quota, a private mode): count the page load as the session.
  }
  report(remote.name, 'session');
}

export const remoteLoadFailed = (name: RemoteName) => report(name, 'loadFailure');

export const remoteBoundaryCaught = (name: RemoteName) => report(name, 'boundaryError');

/** The remote whose files an error's script or stack names, if any. */
export function remoteOfError(where: string): RemoteName | null {
  for (const [name, planned] of versions) {
    if (where.includes(folderOf(planned.manifestUrl))) return name;
  }
  return null;
}

/** An API answer of 500 or more to a call a remote's code made (its stack names the remote). */
export function remoteApiFailed(callerStack: string): void {
  const name = remoteOfError(callerStack);
  if (name) report(name, 'apiError');
}

/**
 * Reports the uncaught errors and rejections of remotes' scripts (by the script's URL or the
 * error's stack); the host's own are not a remote's. Call once per page.
 */
export function watchUncaughtErrors(page: Pick<Window, 'addEventListener'>): void {
  const blame = (where: string) => {
    const name = remoteOfError(where);
    if (name) report(name, 'uncaughtError');
  };
  page.addEventListener('error', (event) => {
    blame(
      `${event.filename ?? ''}\n${event.error instanceof Error ? (event.error.stack ?? '') : ''}`,
    );
  });
  page.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    blame(reason instanceof Error ? (reason.stack ?? '') : '');
  });
}
