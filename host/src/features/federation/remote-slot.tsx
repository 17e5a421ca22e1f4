import { lazy, Suspense, useMemo } from 'react';

import type { SlotName } from '@klubb/contracts';

import { RemoteBoundary } from './remote-boundary';
import { useLoadedModules, type PageComponent } from './remote-registry';

/**
 * A named place in the shell that remotes fill (the cart button in the header). A slot that
 * fails renders nothing: the shell around it keeps working.
 */
export function RemoteSlot({ name }: { name: SlotName }) {
  const modules = useLoadedModules((module) => module.slots.some((slot) => slot.name === name));
  const slots = useMemo(
    () =>
      modules.flatMap((module) =>
        module.slots
          .filter((slot) => slot.name === name)
          .map((slot) => ({
            id: `${module.name}:${slot.name}`,
            remote: module.name,
            Slot: lazy(() => slot.load().then((m) => ({ default: m.Slot as PageComponent }))),
          })),
      ),
    [name, modules],
  );
  return (
    <>
      {slots.map(({ id, remote, Slot }) => (
        <RemoteBoundary key={id} label={id} remote={remote} fallback={() => null}>
          <Suspense fallback={null}>
            <Slot />
          </Suspense>
        </RemoteBoundary>
      ))}
    </>
  );
}
