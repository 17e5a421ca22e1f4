import '@klubb/ui/base.css';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { useSessionStore } from '@klubb/session';

import { App } from './app';
import { boot } from './boot';
import { createHostRuntime } from './runtime';
import { takeServerRender } from './server-render';
import { alignServerSnapshots } from './server-snapshots';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const runtime = createHostRuntime(window.location.origin);

if (takeServerRender(container, runtime.queryClient)) {
  // The server rendered a visitor's route (ADR 014 step 6): the page is seen already. Boot loads
  // the route's remote and page first, then the same tree hydrates; a kept member's session (or a
  // failed boot) is not what the server drew, so that app renders afresh instead.
  void boot(runtime).then(() => {
    const { appState, user } = useSessionStore.getState();
    if (appState === 'content' && !user) {
      alignServerSnapshots();
      hydrateRoot(container, <App runtime={runtime} />);
    } else {
      container.replaceChildren();
      createRoot(container).render(<App runtime={runtime} />);
    }
  });
} else {
  createRoot(container).render(<App runtime={runtime} />);
  void boot(runtime);
}
