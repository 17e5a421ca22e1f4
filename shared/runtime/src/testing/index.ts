export { testBrand } from './test-brand';
export { testRuntime } from './test-runtime';
export { testProviders } from './test-providers';
