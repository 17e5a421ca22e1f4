import type { RemoteName } from '@klubb/contracts';

/** A remote as people name it (mf-commerce), not its federation name (mf_commerce). */
export const remoteLabel = (remote: RemoteName | string) => remote.replace(/_/g, '-');
