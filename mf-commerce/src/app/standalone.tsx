import { renderStandalone } from '@klubb/dev-shell';

import { register } from '../exposes/module';

void renderStandalone(register, { apiUrl: __KLUBB_API_URL__, appUrl: __KLUBB_DEV_APP_URL__ });
