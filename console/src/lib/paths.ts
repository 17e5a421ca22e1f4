/** The console's routes, with builders: no hand-written URL in a component. */
export const paths = {
  brands: '/',
  brand: {
    pattern: '/brands/:brandId',
    remotes: (brandId: string) => `/brands/${encodeURIComponent(brandId)}`,
    flags: (brandId: string) => `/brands/${encodeURIComponent(brandId)}/flags`,
    audit: (brandId: string) => `/brands/${encodeURIComponent(brandId)}/audit`,
  },
  publish: '/publish',
  /** Machine tokens for remote teams' CI (platform operators). */
  tokens: '/tokens',
  /** Every change the operator may read, across brands, filtered. */
  audit: '/audit',
  /** The door (issue 37): the events, and one event's scanner. */
  door: '/door',
  doorEventPattern: '/door/:itemVariantId',
  doorEvent: (itemVariantId: string) => `/door/${encodeURIComponent(itemVariantId)}`,
  /** A brand operator's page of one ticket event: adding stock, refunds (issue 37). */
  eventTicketsPattern: '/tickets/:itemVariantId',
  eventTickets: (itemVariantId: string) => `/tickets/${encodeURIComponent(itemVariantId)}`,
} as const;
