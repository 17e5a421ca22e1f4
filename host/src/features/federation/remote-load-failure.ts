/** What the errorLoadRemote plugin hands back instead of a module when a remote cannot load. */
export const REMOTE_LOAD_FAILED = '__klubbRemoteLoadFailed';

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  reason: string;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
}
