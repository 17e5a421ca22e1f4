export * from './constants';
export * from './error';
export * from './offer';
export * from './brand';
export * from './remote';
export * from './paths';
export * from './api-paths';
export * from './interaction';
