// The shared queries, each defined once (ADR 027): the host and every remote pass the runtime.
export { cartKeys, cartQueryOptions } from './cart-queries';
export { categoryKeys, categoryListQueryOptions } from './category-queries';
