// The monolith build target (ADR 014) replaces `@module-federation/enhanced/runtime` with this
// file: the host's own code asks for a remote's `./module` exactly as in the composed app, and
// gets the remote's source bundled into the host's build. Each remote still loads as its own
// chunk on first use, so what differs from the composed app is only the federation: no
// remotes' manifests, entries or runtime copies, and one copy of every shared package.
const modules = {
  mf_auth: () => import('../../mf-auth/src/exposes/module.ts'),
  mf_feeds: () => import('../../mf-feeds/src/exposes/module.ts'),
  mf_offer: () => import('../../mf-offer/src/exposes/module.ts'),
  mf_commerce: () => import('../../mf-commerce/src/exposes/module.ts'),
  mf_more: () => import('../../mf-more/src/exposes/module.ts'),
};

/** The remotes are in the bundle: there is nothing to register. */
export function registerRemotes() {}

/** `loadRemote('mf_feeds/module')`: the remote's module from the bundle. */
export async function loadRemote(id) {
  const load = modules[id.split('/')[0]];
  if (!load) throw new Error(`the monolith has no ${id}`);
  return load();
}
