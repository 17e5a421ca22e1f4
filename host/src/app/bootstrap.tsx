import '@klubb/ui/base.css';
import { createRoot } from 'react-dom/client';

import { apiUrlOfPage } from '../lib/page-api-url';

import { App } from './app';
import { boot } from './boot';
import { createHostRuntime } from './runtime';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const runtime = createHostRuntime(window.location.origin, apiUrlOfPage());
createRoot(container).render(<App runtime={runtime} />);
void boot(runtime);
