import { useMemo, type ComponentType } from 'react';

import { paths, type AppSection } from '@klubb/contracts';
import { useBrand } from '@klubb/runtime';

import { RemotePage } from '../features/federation/remote-page';
import { useLoadedModules, type PageComponent } from '../features/federation/remote-registry';
import { RemoteSlot } from '../features/federation/remote-slot';
import { ContentShell } from '../features/navigation/content-shell';
import { OfferNotice } from '../features/offer-notices/components/offer-notice';
import { DelayedRedirect } from '../features/router/delayed-redirect';
import { PageRoutes } from '../features/router/page-routes';
import { StackRouter } from '../features/router/stack-router';
import { SignedOutLinkPage } from '../features/screens/signed-out-link-page';
import { buildRouteTable, type AppRoute, type LoadedModule } from '../lib/route-table';

import { FallbackPage } from './fallback-page';

const CONTENT_REDIRECTS = [
  { path: paths.createAccount.pattern, element: <DelayedRedirect to={paths.mixedFeed.build()} /> },
  // Links meant for the signed-out app, opened by a signed-in member (a visitor is sent to the
  // signed-out app at boot).
  { path: paths.forgotPassword.pattern, element: <SignedOutLinkPage kind="password" /> },
  { path: paths.passwordReset.pattern, element: <SignedOutLinkPage kind="password" /> },
  {
    path: paths.createAccountWithReferral.pattern,
    element: <SignedOutLinkPage kind="referral" />,
  },
];

// The app meets the router and federation here: the router renders each route's remote page.
const renderRemotePage = (route: AppRoute<ComponentType>) => <RemotePage route={route} />;

/** The app of one section: the content app in stacks, the auth and set-up apps as plain routes. */
export function SectionApp({ section }: { section: AppSection }) {
  const brand = useBrand();
  // Only the remotes with pages in this section: one that loads at idle with none (mf-auth's
  // sign-in pages, in the content section) renders nothing here.
  const modules: ReadonlyArray<LoadedModule<PageComponent>> = useLoadedModules((module) =>
    module.routes.some((route) => route.section === section),
  );
  const routes = useMemo(
    () => buildRouteTable(modules, section, brand.config),
    [brand.config, modules, section],
  );
  // The navigation config names the stacks too, so a tab's stack exists while its remote is down.
  const stackPaths = useMemo(
    () => brand.config.navigationBar.map((item) => item.path),
    [brand.config.navigationBar],
  );

  if (section !== 'content') {
    // Unknown signed-out paths go to / after 10 ms (spec §2).
    return (
      <main id="content">
        <PageRoutes
          routes={routes}
          renderPage={renderRemotePage}
          fallback={<DelayedRedirect to={paths.signIn.build()} />}
        />
      </main>
    );
  }
  return (
    <StackRouter
      routes={routes}
      renderPage={renderRemotePage}
      fallback={<FallbackPage />}
      stackPaths={stackPaths}
      extra={CONTENT_REDIRECTS}
    >
      {(pages) => (
        <ContentShell headerEnd={<RemoteSlot name="headerEnd" />}>
          <OfferNotice />
          {pages}
        </ContentShell>
      )}
    </StackRouter>
  );
}
