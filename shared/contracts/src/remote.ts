import { z } from 'zod';

import { isRemoteName, remoteNameSchema, type RemoteName } from './brand';
import { lazySchema } from './lazy-schema';

/**
 * remotes.json, served no-cache by the host's origin: where each remote's versioned manifest is.
 * Publishing or rolling back one remote rewrites only its entry here.
 */
export const remotesDocumentSchema = lazySchema(() =>
  z.object({
    remotes: z.array(
      z.object({
        name: remoteNameSchema,
        version: z.string(),
        manifestUrl: z.string(),
      }),
    ),
  }),
);
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;

/**
 * remotes.json as the host reads it: an entry for a remote this build does not know (a remote
 * added after this host was built) is skipped and named in `skipped`, so the host can warn and
 * run with the rest; anything else malformed is still an error.
 */
export function parseRemotesDocument(json: unknown): {
  document: RemotesDocument;
  skipped: string[];
} {
  const loose = z.object({ remotes: z.array(z.looseObject({ name: z.string() })) }).parse(json);
  const skipped = loose.remotes.map((entry) => entry.name).filter((name) => !isRemoteName(name));
  const document = remotesDocumentSchema.parse({
    remotes: loose.remotes.filter((entry) => isRemoteName(entry.name)),
  });
  return { document, skipped };
}

/** Which part of the app a route belongs to: the app state in which the host mounts it. */
export type AppSection = 'auth' | 'setUp' | 'content';

/** The named places in the shell where a remote may render a component. */
export const SLOT_NAMES = ['headerEnd'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/**
 * A page a remote contributes. `path` uses the spec's `:param` notation. `Page` is loaded lazily;
 * the component type is left to the caller so this package stays React-free.
 */
export interface RemoteRoute<Component> {
  path: string;
  section: AppSection;
  /** A spec feature flag or setting the route needs to be on, if any. */
  flag?: 'showEditorial' | 'showBenefit' | 'showLive' | 'showRestaurants';
  load: () => Promise<{ Page: Component }>;
}

export interface RemoteSlot<Component> {
  name: SlotName;
  load: () => Promise<{ Slot: Component }>;
}

/** What every remote exposes as `./module`. */
export interface RemoteModule<Component> {
  name: RemoteName;
  routes: ReadonlyArray<RemoteRoute<Component>>;
  slots: ReadonlyArray<RemoteSlot<Component>>;
}

/** The exposed module name every remote provides. */
export const REMOTE_EXPOSE = './module';
