import type { RemoteName } from './brand';
import { registryRouteSchema } from './registry';
import {
  SLOT_NAMES,
  type RemoteModule,
  type RemoteRoute,
  type RemoteSlot,
  type SlotName,
} from './remote';

/**
 * A remote's routes and slots as data (`src/exposes/routes.json`, issue 15): its `./module` and its
 * build read the same file, so the `klubb-contract.json` the build publishes (and the registry's
 * document the host routes with) can never disagree with the pages the module serves. `page` names
 * the module's lazy page for the route; it stays in the remote (the contract carries path, section
 * and flag only).
 */
export interface RemoteRoutesData {
  routes: ReadonlyArray<{ page: string; path: string; section: string; flag?: string }>;
  slots: ReadonlyArray<string>;
}

type PageLoad<Component> = () => Promise<{ Page: Component }>;
type SlotLoad<Component> = () => Promise<{ Slot: Component }>;

/**
 * The `./module` of a remote from its routes data and its lazy pages and slots by name. Throws at
 * load (a remote that would publish a route it cannot serve fails its own tests and build, never a
 * member's page) when the data names a page or slot the module lacks, or a section, flag or slot
 * the contract does not know.
 */
export function remoteModuleFromData<Component>(
  name: RemoteName,
  data: RemoteRoutesData,
  pages: Readonly<Record<string, PageLoad<Component>>>,
  slots: Readonly<Partial<Record<SlotName, SlotLoad<Component>>>> = {},
): RemoteModule<Component> {
  const routes = data.routes.map(({ page, ...declared }): RemoteRoute<Component> => {
    const route = registryRouteSchema.parse(declared);
    const load = pages[page];
    if (!load) throw new Error(`${name}: routes.json names page "${page}", which the module lacks`);
    return { ...route, load };
  });
  const moduleSlots = data.slots.map((slotName): RemoteSlot<Component> => {
    const known = SLOT_NAMES.find((candidate) => candidate === slotName);
    const load = known && slots[known];
    if (!known || !load) throw new Error(`${name}: routes.json names slot "${slotName}" it lacks`);
    return { name: known, load };
  });
  return { name, routes, slots: moduleSlots };
}
