export { ApiError, isApiError, networkError, errorFromBody } from './http-error';
export { createHttpClient } from './http-client';
export type { HttpClientConfig, HttpRequest, Query, RequestOptions } from './http-client';
export { createEndpoints } from './endpoints';
export type { Endpoints, OfferListParams } from './endpoints';
export { configureSdk, api, sdkConfig } from './sdk';
export { readStored, writeStored, removeStored } from './storage';
export { readDeviceInfo } from './device';
export type { DeviceInfo, Os, DeviceType, ContainerType } from './device';
