import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { OfferFeedItem } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { addTranslations, RuntimeProvider } from '@klubb/runtime';
import { testRuntime } from '@klubb/runtime/testing';

import { feedsBundles, FEEDS_NAMESPACE } from '../i18n';

/** Swedish texts of the common and feeds namespaces, for component tests. */
export async function setUpI18n(): Promise<void> {
  await initI18n(testRuntime().i18n, 'sv');
  // As `register` adds them (the test runtime's i18n is the page's instance).
  addTranslations(testRuntime(), FEEDS_NAMESPACE, feedsBundles);
}

/**
 * Renders inside a router (cards are links) under the runtime a host would hand the remote
 * (ADR 015); a rerender keeps both.
 */
export function renderInRouter(element: ReactElement) {
  const runtime = testRuntime();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter>{children}</MemoryRouter>
    </RuntimeProvider>
  );
  return render(element, { wrapper });
}

/** An offer as the feed API answers it. */
export function offer(overrides: Partial<OfferFeedItem> = {}): OfferFeedItem {
  return {
    id: 'klubb-benefit-001',
    type: 'benefit',
    categoryId: 'klubb-resor',
    categoryIdSelect: ['klubb-resor'],
    title: 'Weekend i Visby',
    teaserLine: 'Två nätter för en.',
    puffImage: {
      jpeg: [
        { width: 400, url: 'http://localhost:4000/media/puff-01-400.jpg' },
        { width: 800, url: 'http://localhost:4000/media/puff-01-800.jpg' },
      ],
      webp: [{ width: 400, url: 'http://localhost:4000/media/puff-01-400.webp' }],
      width: 800,
      height: 533,
      imageDescription: 'Ringmuren i kvällsljus',
    },
    readingTime: 3,
    tags: [],
    ...overrides,
  };
}
