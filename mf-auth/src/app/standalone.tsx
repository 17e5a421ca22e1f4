import { renderStandalone } from '@klubb/dev-shell';

import { register } from '../exposes/module';

// renderStandalone sets the identity client up for the brand's tenant, as the host does.
void renderStandalone(register, { apiUrl: __KLUBB_API_URL__, appUrl: __KLUBB_DEV_APP_URL__ });
