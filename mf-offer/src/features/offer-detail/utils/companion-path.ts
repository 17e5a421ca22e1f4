import { paths, type CompanionOffer } from '@klubb/contracts';

/**
 * Where a companion offer opens (spec §2): under the current page's origin, or its type when it
 * has none — `/{origin or type}/{id}` when that is the companion's type, else
 * `/{origin or type}/{type}/{id}`. Either way it stays in the stack the member is in.
 */
export function companionPath(
  originOrType: string,
  companion: Pick<CompanionOffer, 'id' | 'type'>,
): string {
  const first = originOrType;
  return first === companion.type
    ? paths.offer.build(first, companion.id)
    : paths.offerWithOrigin.build(first, companion.type, companion.id);
}
