import { renderStandalone } from '@klubb/dev-shell';
import { api, configureIdentity, configureSdk } from '@klubb/sdk';

import { remoteModule } from '../exposes/module';

const apiUrl = __KLUBB_API_URL__;
const appUrl = __KLUBB_DEV_APP_URL__;

// The standalone page has no host: the identity client needs the brand's tenant before sign-in.
async function start() {
  configureSdk({ apiUrl, appUrl, getIdToken: async () => null });
  const brand = await api().getBrand(appUrl);
  configureIdentity({ apiUrl, tenantId: brand.authTenantId, locale: brand.language });
  await renderStandalone(remoteModule, { apiUrl, appUrl });
}

void start();
