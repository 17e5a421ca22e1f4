import { toOfferType } from '@klubb/contracts';

export interface OfferRouteParams {
  id: string;
  /** The offer type of the path: benefit, live or editorial; anything else falls back to live. */
  type: ReturnType<typeof toOfferType>;
  /** The stack the offer was opened from (`mixedFeed`, `search`, another type), if any. */
  origin: string | null;
}

/**
 * Reads /:type/:id, /:origin/:type/:id and /search/:type/:id (spec §2). Search results carry
 * no origin parameter, but their first segment is one: a companion opens under /search too.
 */
export function readOfferRoute(
  params: Readonly<Partial<Record<'id' | 'type' | 'origin', string>>>,
  pathname: string,
): OfferRouteParams {
  const origin = params.origin ?? (pathname.startsWith('/search/') ? 'search' : null);
  return { id: params.id ?? '', type: toOfferType(params.type), origin };
}
