/** Device info (spec §3): the operating system, the browser and the container the app runs in. */
export type Os = 'iOS' | 'OSX' | 'android' | 'linux' | 'windows' | 'unknown';
export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type ContainerType = 'web' | 'iframe' | 'ios-wv' | 'android-wv';

export interface DeviceInfo {
  os: Os;
  browser: string;
  device: { name: string; type: DeviceType; containerType: ContainerType };
}

function detectOs(ua: string): Os {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'android';
  if (/Mac OS X/.test(ua)) return 'OSX';
  if (/Windows/.test(ua)) return 'windows';
  if (/Linux/.test(ua)) return 'linux';
  return 'unknown';
}

function detectBrowser(ua: string): string {
  if (/Edg\//.test(ua)) return 'edge';
  if (/Chrome\//.test(ua)) return 'chrome';
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/Safari\//.test(ua)) return 'safari';
  return 'unknown';
}

function detectContainer(ua: string, inFrame: boolean): ContainerType {
  if (/KlubbApp-iOS/.test(ua)) return 'ios-wv';
  if (/KlubbApp-Android|; wv\)/.test(ua)) return 'android-wv';
  return inFrame ? 'iframe' : 'web';
}

/** Reads the device from a user agent; pure, so it is tested without a browser. */
export function readDeviceInfo(
  ua: string,
  screen: { width: number; height: number },
  inFrame = false,
): DeviceInfo {
  const os = detectOs(ua);
  const longSide = Math.max(screen.width, screen.height);
  const shortSide = Math.min(screen.width, screen.height);
  // Spec §9: an Android screen larger than 1067 by 800 counts as a tablet.
  const isTablet = /iPad/.test(ua) || (os === 'android' && longSide > 1067 && shortSide > 800);
  const isMobile = /Mobi|iPhone|Android/.test(ua);
  const type: DeviceType = isTablet ? 'tablet' : isMobile ? 'mobile' : 'desktop';
  return {
    os,
    browser: detectBrowser(ua),
    device: { name: os, type, containerType: detectContainer(ua, inFrame) },
  };
}
