/** Compares dotted versions (1.10.0 > 1.9.2); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** A native container older than the brand's minimum must update; the web never must. */
export function mustUpdate(containerVersion: string | null, minimum: string): boolean {
  return containerVersion !== null && compareVersions(containerVersion, minimum) < 0;
}

/**
 * The store the force-update button leads to: the container's platform (by its user agent),
 * else the operating system's; a brand has one link per platform.
 */
export function storeLinkFor(
  storeLinks: { ios: string; android: string },
  containerType: string,
  os: string,
): string {
  if (containerType === 'ios-wv') return storeLinks.ios;
  if (containerType === 'android-wv') return storeLinks.android;
  return os === 'iOS' || os === 'OSX' ? storeLinks.ios : storeLinks.android;
}
