import { readDeviceInfo } from '../device';

import { nativeBridge } from './bridge';
import { createContainer, type Container } from './container';
import { createContainerService } from './container-service';

let current: Container | null = null;

/**
 * Sets up the page's container once (the host at boot): the bridge over `window`, the container
 * type from the user agent and, where the build names one, the container service.
 */
export function configureContainer(options: { serviceUrl?: string | null } = {}): Container {
  const device = readDeviceInfo(navigator.userAgent, window.screen, window.self !== window.top);
  current = createContainer({
    bridge: nativeBridge(),
    containerType: device.device.containerType,
    service: options.serviceUrl ? createContainerService({ baseUrl: options.serviceUrl }) : null,
  });
  return current;
}

/** The page's container, as the host configured it (remotes: `runtime.native.container()`). */
export function pageContainer(): Container {
  return current ?? configureContainer();
}
