export { ApiError, isApiError, networkError, errorFromBody } from './http-error';
export { createHttpClient } from './http-client';
export type { HttpClientConfig, HttpRequest, Query, RequestOptions } from './http-client';
export { createEndpoints } from './endpoints';
export type { Endpoints, OfferDetailOptions, OfferListParams } from './endpoints';
export { configureSdk, api, sdkConfig } from './sdk';
export { readStored, writeStored, removeStored } from './storage';
export {
  CATEGORY_CACHE_KEY,
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  writeCachedCategories,
} from './category-cache';
export type { CachedCategories } from './category-cache';
export { clearFeedCaches, feedCacheKey, readFeedCache, writeFeedCache } from './feed-cache';
export { readDeviceInfo } from './device';
export type { DeviceInfo, Os, DeviceType, ContainerType } from './device';
export * from './identity';
export { copyToClipboard } from './clipboard';
export type { ClipboardResult } from './clipboard';
export { mailDraftUrl } from './mail-draft';
export type { MailMember } from './mail-draft';
