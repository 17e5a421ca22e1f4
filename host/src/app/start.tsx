import '@klubb/ui/base.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { apiUrlOfPage } from '../lib/page-api-url';

import { App } from './app';
import { boot } from './boot';
import { createHostApp } from './host-app';
import { isServerRendered, takeServerRender } from './server-render';
import { alignServerSnapshots } from './server-snapshots';

/** Creates the page's app (its runtime), then hydrates the server's render or renders the app afresh. */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = createHostApp(window.location.origin, apiUrlOfPage());
  const { runtime } = app;
  if (isServerRendered(container)) {
    // The server rendered a visitor's route (ADR 014 step 6): the page is seen already. Boot loads
    // the route's remote and page first, then the same tree hydrates. What the server could not
    // know — a kept member's session, a feed kept from a reload (server-render.ts), a failed boot —
    // renders afresh instead, over the server's HTML at its first commit.
    const hydrates = takeServerRender(container, runtime);
    void boot(app).then(() => {
      const { appState, user } = runtime.session.store.getState();
      if (hydrates && appState === 'content' && !user) {
        alignServerSnapshots(app.remotes.store);
        // In a transition, hydration is work React can interrupt: it yields to the browser every
        // few milliseconds instead of holding the main thread for the whole shell (the page is
        // already seen; a tap meanwhile hydrates its part first).
        startTransition(() => {
          hydrateRoot(container, <App app={app} />);
        });
      } else {
        createRoot(container).render(<App app={app} />);
      }
    });
  } else {
    createRoot(container).render(<App app={app} />);
    void boot(app);
  }
}
