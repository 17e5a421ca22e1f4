import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import type { Offer } from '@klubb/contracts';
import { useBrand, useCurrentUser, useIsSignedIn, useRuntime } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';
import { useOnBackOnline, useOnline } from '@klubb/ui';

import { useCategoryName } from '../api/category-queries';
import { useOffer } from '../api/offer-queries';
import { CallToActionButton } from '../features/call-to-action/components/call-to-action-button';
import { useCallToAction } from '../features/call-to-action/hooks/use-call-to-action';
import { ContentBlocks } from '../features/content-blocks/components/content-blocks';
import { CompanionOffer } from '../features/offer-detail/components/companion-offer';
import { InfoStrip } from '../features/offer-detail/components/info-strip';
import {
  OfferErrorView,
  OfferOfflineView,
} from '../features/offer-detail/components/offer-error-view';
import { OfferHeader } from '../features/offer-detail/components/offer-header';
import { OfferSkeleton } from '../features/offer-detail/components/offer-skeleton';
import { SignInRequired } from '../features/offer-detail/components/sign-in-required';
import { companionPath } from '../features/offer-detail/utils/companion-path';
import { readOfferRoute } from '../features/offer-detail/utils/route-params';
import { PromoSection } from '../features/promo-code/components/promo-section';
import { PurchaseSection } from '../features/purchase/components/purchase-section';
import { usePurchase } from '../features/purchase/hooks/use-purchase';
import { isSoldOut } from '../features/purchase/utils/sold-out';
import { usePlatform } from '../lib/platform';

import styles from './offer-page.module.css';

interface OfferDetailProps {
  offer: Offer;
  /** The current page's origin, or its type: where a companion offer opens. */
  originOrType: string;
}

/**
 * The offer in the spec's order: image, category, title, preamble; then, for a visitor allowed to
 * see it, the picker, info strip, promo code, content blocks, call to action and companion offer.
 */
function OfferDetail({ offer, originOrType }: OfferDetailProps) {
  const signedIn = useIsSignedIn();
  const brand = useBrand();
  const { analytics } = useRuntime();
  useEffect(() => {
    analytics.track('offerViewed', 'content', {
      offerId: offer.id,
      offerType: offer.type,
    });
  }, [analytics, offer.id, offer.type]);
  const user = useCurrentUser();
  const categoryName = useCategoryName(offer.categoryId);
  const platform = usePlatform();
  const purchase = usePurchase(offer, signedIn);
  const member = useMemo(
    () => (user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null),
    [user],
  );
  const pressCallToAction = useCallToAction(
    { offerId: offer.id, member, contactEmail: brand.contact.email, native: platform.native },
    { onPayment: purchase.start },
  );

  const action = offer.callToAction;
  // A claim call to action is the promo section's claim button: one button, which logs and claims.
  const claimsPromo = action?.type === 'claim' && offer.promoExists;
  const gated = offer.requiresSignIn && !signedIn;
  // A sold-out offer's "buy" has nothing to start: the sold-out note and waiting list stand instead.
  const showAction = action && !claimsPromo && !(action.type === 'payment' && isSoldOut(offer));

  return (
    <article className={styles.page}>
      <OfferHeader offer={offer} categoryName={categoryName} />
      {gated ? (
        <SignInRequired />
      ) : (
        <>
          <PurchaseSection offer={offer} purchase={purchase} signedIn={signedIn} />
          <InfoStrip
            offerTitle={offer.title}
            offerPreamble={offer.preamble}
            variants={offer.itemVariantList}
            variant={purchase.variant}
            os={platform.os}
            native={platform.native}
          />
          <PromoSection
            offer={offer}
            signedIn={signedIn}
            label={claimsPromo ? action.label : null}
            onPress={claimsPromo ? () => pressCallToAction(action) : undefined}
          />
          {/* One boundary for the blocks and what follows them: they appear together, nothing shifts. */}
          <Suspense fallback={null}>
            <ContentBlocks blocks={offer.contentBlocks} native={platform.native} />
            {showAction ? <CallToActionButton action={action} onPress={pressCallToAction} /> : null}
            {offer.companionOffer ? (
              <CompanionOffer
                companion={offer.companionOffer}
                href={companionPath(originOrType, offer.companionOffer)}
              />
            ) : null}
          </Suspense>
        </>
      )}
    </article>
  );
}

/** Offer detail at /:type/:id, /:origin/:type/:id and /search/:type/:id (spec §2). */
export function OfferPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const route = readOfferRoute(params, pathname);
  const offer = useOffer(route.id);
  const online = useOnline();
  // Back online, a paused query resumes by itself; one that failed offline is asked again.
  useOnBackOnline(() => {
    if (offer.status === 'error') void offer.refetch();
  });
  // A call the server answered (a 404 offer) is never read as offline, whatever the device says.
  const unanswered =
    offer.status === 'error' && !(isApiError(offer.error) && offer.error.status < 600);
  if (offer.status !== 'success' && (offer.paused || (unanswered && !online))) {
    return <OfferOfflineView />;
  }
  if (offer.status === 'pending') return <OfferSkeleton className={styles.page} />;
  if (offer.status === 'error') {
    return <OfferErrorView error={offer.error} onRetry={() => void offer.refetch()} />;
  }
  return <OfferDetail offer={offer.data} originOrType={route.origin ?? route.type} />;
}
