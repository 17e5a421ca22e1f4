import { renderStandalone } from '@klubb/dev-shell';
import { configureIdentity } from '@klubb/sdk';

import { register } from '../exposes/module';

const apiUrl = __KLUBB_API_URL__;
const appUrl = __KLUBB_DEV_APP_URL__;

// The standalone page has no host: the identity client needs the brand's tenant before sign-in.
void renderStandalone(
  (runtime) => {
    void runtime.api.getBrand(appUrl).then((brand) => {
      configureIdentity({ apiUrl, tenantId: brand.authTenantId, locale: brand.language });
    });
    return register(runtime);
  },
  { apiUrl, appUrl },
);
