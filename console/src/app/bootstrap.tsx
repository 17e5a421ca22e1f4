import '@klubb/ui/base.css';
import { createRoot } from 'react-dom/client';

import { configureIdentity } from '@klubb/sdk';

import { API_URL, consoleIdentitySettings } from '../lib/config';
import { configureConsoleSdk } from '../lib/console-sdk';
import { getIdToken, restoreSession } from '../lib/session/operator-session';

import { App } from './app';
import { initConsoleI18n, initialLanguage } from './language';

const language = initialLanguage();
// The console is its own page: its calls carry the operator's token and its own origin.
configureConsoleSdk({ apiUrl: API_URL, appUrl: window.location.origin, getIdToken });
configureIdentity(consoleIdentitySettings(__KLUBB_IDENTITY_API_KEY__, language));
restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void initConsoleI18n(language).then(() => createRoot(container).render(<App />));
