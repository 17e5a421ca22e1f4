import '@klubb/ui/base.css';
import { createRoot } from 'react-dom/client';

import { boot } from '../features/brand/boot';

import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
void boot(window.location.origin);
