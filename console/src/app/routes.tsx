import { Route, Routes } from 'react-router-dom';

import { AuditPage } from '../features/audit/components/audit-page';
import { ReauthDialog } from '../features/auth/components/reauth-dialog';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { BrandPicker } from '../features/brands/components/brand-picker';
import { FlagsPage } from '../features/flags/components/flags-page';
import { PublishPage } from '../features/publish/components/publish-page';
import { RemotesPage } from '../features/remotes/components/remotes-page';
import { TokensPage } from '../features/tokens/components/tokens-page';
import { paths } from '../lib/paths';
import { useOperatorSession } from '../lib/session/session-store';

import { BrandLayout } from './brand-layout';
import { LanguagePicker } from './language-picker';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/**
 * Signed out, every URL shows the sign-in (the URL stays, so a deep link opens after it); signed
 * in, the console's pages. The password prompt for a fresh session sits over any of them.
 */
export function ConsoleRoutes() {
  const session = useOperatorSession();
  if (!session) return <SignInPage languagePicker={<LanguagePicker />} />;
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<BrandPicker />} />
          <Route path={paths.brand.pattern} element={<BrandLayout />}>
            <Route index element={<RemotesPage />} />
            <Route path="flags" element={<FlagsPage />} />
            <Route path="audit" element={<AuditPage />} />
          </Route>
          <Route path={paths.publish} element={<PublishPage />} />
          <Route path={paths.tokens} element={<TokensPage />} />
          <Route path={paths.audit} element={<AuditPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <ReauthDialog />
    </>
  );
}
