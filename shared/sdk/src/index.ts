export { ApiError, isApiError, networkError, errorFromBody } from './http-error';
export { createHttpClient } from './http-client';
export type {
  HttpClientConfig,
  HttpRequest,
  Query,
  RequestOptions,
  ServerFailure,
} from './http-client';
export { createEndpoints } from './endpoints';
export type { Endpoints, OfferDetailOptions, OfferListParams } from './endpoints';
export { createSdk } from './sdk';
export type { Sdk } from './sdk';
export { createMemoryStorage, createPageStorage } from './storage';
export type { StoredValues } from './storage';
export {
  CATEGORY_CACHE_KEY,
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  writeCachedCategories,
} from './category-cache';
export type { CachedCategories } from './category-cache';
export { feedCacheKey, feedCachesIn } from './feed-cache';
export type { FeedCaches } from './feed-cache';
export { readDeviceInfo } from './device';
export type { DeviceInfo, Os, DeviceType, ContainerType } from './device';
export * from './identity';
export { copyToClipboard } from './clipboard';
export type { ClipboardResult } from './clipboard';
export { mailDraftUrl } from './mail-draft';
export type { MailMember } from './mail-draft';
export { createNativeBridge, nativeBridge } from './native/bridge';
export type { BridgeHost, BridgeResult, NativeBridge, WebBridgeObject } from './native/bridge';
export { createContainerService } from './native/container-service';
export type { ContainerService } from './native/container-service';
export { createContainer, safeAreaTop } from './native/container';
export type { Container } from './native/container';
export { configureContainer, pageContainer } from './native/page-container';
export { newSessionId, tabSessionId } from './analytics/session-id';
export { buildAnalyticsEvent } from './analytics/event-payload';
export type { AnalyticsContext, AnalyticsEventInput } from './analytics/event-payload';
export { createAnalyticsClient, ANALYTICS_FLUSH_DELAY_MS } from './analytics/analytics-client';
export type { AnalyticsClient, AnalyticsTransport } from './analytics/analytics-client';
export { configureAnalytics, reportRemoteHealth, trackEvent } from './analytics/page-analytics';
export { externalLinkProps } from './native/links';
export { startSessionSync } from './native/session-sync';
export type { SessionSyncOptions, SyncedSession } from './native/session-sync';
