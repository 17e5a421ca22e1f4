import '@klubb/ui/base.css';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { useSessionStore } from '@klubb/session';

import { apiUrlOfPage } from '../lib/page-api-url';

import { App } from './app';
import { boot } from './boot';
import { createHostRuntime } from './runtime';
import { isServerRendered, takeServerRender } from './server-render';
import { alignServerSnapshots } from './server-snapshots';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const runtime = createHostRuntime(window.location.origin, apiUrlOfPage());

if (isServerRendered(container)) {
  // The server rendered a visitor's route (ADR 014 step 6): the page is seen already. Boot loads
  // the route's remote and page first, then the same tree hydrates. What the server could not
  // know — a kept member's session, a feed kept from a reload (server-render.ts), a failed boot —
  // renders afresh instead, over the server's HTML at its first commit.
  const hydrates = takeServerRender(container, runtime.queryClient);
  void boot(runtime).then(() => {
    const { appState, user } = useSessionStore.getState();
    if (hydrates && appState === 'content' && !user) {
      alignServerSnapshots();
      hydrateRoot(container, <App runtime={runtime} />);
    } else {
      createRoot(container).render(<App runtime={runtime} />);
    }
  });
} else {
  createRoot(container).render(<App runtime={runtime} />);
  void boot(runtime);
}
