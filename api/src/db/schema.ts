// The whole Drizzle schema, as the API imports it. Only re-exports: the brand and
// offer tables the others refer to live in schema-core.ts, so no table file imports this index
// (import-x/no-cycle).
export * from './schema-core';
export * from './schema-identity';
export * from './schema-members';
export * from './schema-offer-details';
export * from './schema-commerce';
export * from './schema-bankid';
export * from './schema-referrals';
export * from './schema-site-content';
export * from './schema-registry';
