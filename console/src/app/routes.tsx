import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';

import { PageSkeleton } from '@klubb/ui';

import { AuditPage } from '../features/audit/components/audit-page';
import { ReauthDialog } from '../features/auth/components/reauth-dialog';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { BrandPicker } from '../features/brands/components/brand-picker';
import { DoorEventsPage } from '../features/door/components/door-events-page';
import { ScannerPage } from '../features/door/components/scanner-page';
import { FlagsPage } from '../features/flags/components/flags-page';
import { PublishPage } from '../features/publish/components/publish-page';
import { RemotesPage } from '../features/remotes/components/remotes-page';
import { EventTicketsPage } from '../features/tickets/components/event-tickets-page';
import { TokensPage } from '../features/tokens/components/tokens-page';
import { paths } from '../lib/paths';
import { meQueryOptions } from '../lib/registry-api';
import { useOperatorSession } from '../lib/session/session-store';

import { BrandLayout } from './brand-layout';
import { LanguagePicker } from './language-picker';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/** The brands, or for door staff (who manage nothing) the door. */
function Home() {
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <PageSkeleton />;
  return me.data?.role === 'door' ? <Navigate to={paths.door} replace /> : <BrandPicker />;
}

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
          <Route index element={<Home />} />
          <Route path={paths.brand.pattern} element={<BrandLayout />}>
            <Route index element={<RemotesPage />} />
            <Route path="flags" element={<FlagsPage />} />
            <Route path="audit" element={<AuditPage />} />
          </Route>
          <Route path={paths.publish} element={<PublishPage />} />
          <Route path={paths.tokens} element={<TokensPage />} />
          <Route path={paths.audit} element={<AuditPage />} />
          <Route path={paths.door} element={<DoorEventsPage />} />
          <Route path={paths.doorEventPattern} element={<ScannerPage />} />
          <Route path={paths.eventTicketsPattern} element={<EventTicketsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <ReauthDialog />
    </>
  );
}
