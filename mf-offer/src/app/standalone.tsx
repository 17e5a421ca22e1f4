import { renderStandalone } from '@klubb/dev-shell';

import { remoteModule } from '../exposes/module';

void renderStandalone(remoteModule, { apiUrl: __KLUBB_API_URL__, appUrl: __KLUBB_DEV_APP_URL__ });
