import type { RemoteModule } from '@klubb/contracts';

import type { PlannedRemote } from './canary';

/**
 * A loaded remote module as the host mounts it: the routes and slots the registry's document
 * declares for this version, each bound to the module's lazy page (or slot) of the same path and
 * section. A declared route the module does not provide is left out with a warning (the page
 * would not exist); without declarations (the static remotes.json) the module's own are used.
 */
export function withDeclaredRoutes<Component>(
  module: RemoteModule<Component>,
  planned: Pick<PlannedRemote, 'name' | 'version' | 'routes' | 'slots'> | undefined,
): RemoteModule<Component> {
  if (!planned?.routes) return module;
  const routes = planned.routes.flatMap((declared) => {
    const provided = module.routes.find(
      (route) => route.path === declared.path && route.section === declared.section,
    );
    if (!provided) {
      console.warn(
        `[klubb] ${planned.name} ${planned.version} declares ${declared.section} route ${declared.path}, which its module does not provide: skipped`,
      );
      return [];
    }
    return [{ ...declared, load: provided.load }];
  });
  const declaredSlots = planned.slots ?? [];
  const slots = module.slots.filter((slot) => declaredSlots.includes(slot.name));
  return { ...module, routes, slots };
}
