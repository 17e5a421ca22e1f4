import {
  CORE_VERSION,
  PLATFORM_TAG,
  type AnalyticsEvent,
  type ContainerVersion,
} from '@klubb/contracts';

import type { DeviceInfo } from '../device';

/** What the page knows when an event happens; the client reads it afresh for every event. */
export interface AnalyticsContext {
  brandId: string;
  user: { id: string; brandRoleId: string | null; legacyId?: number } | null;
  device: DeviceInfo;
  container: ContainerVersion | null;
  location: { href: string; host: string; pathname: string };
  userAgent: string;
  sessionId: string;
}

export interface AnalyticsEventInput {
  eventName: string;
  /** The kind of event: pageView, auth, commerce, interaction… */
  eventType: string;
  customParams?: Record<string, string | number | boolean | null>;
}

/** Builds the §3 analytics payload of one event: every field, platform "core", version 5.22.1. */
export function buildAnalyticsEvent(
  context: AnalyticsContext,
  input: AnalyticsEventInput,
  now: number,
): AnalyticsEvent {
  return {
    brandId: context.brandId,
    brandRoleId: context.user?.brandRoleId ?? null,
    browser: context.device.browser,
    clientTimestamp: now,
    containerType: context.device.device.containerType,
    deviceName: context.device.device.name,
    deviceType: context.device.device.type,
    href: context.location.href,
    eventName: input.eventName,
    eventType: input.eventType,
    host: context.location.host,
    coreVersion: CORE_VERSION,
    containerVersion: context.container?.version ?? null,
    containerBuild: context.container?.build ?? null,
    os: context.device.os,
    pathName: context.location.pathname,
    platform: PLATFORM_TAG,
    sessionId: context.sessionId,
    userAgent: context.userAgent,
    userId: context.user?.id ?? null,
    ...(context.user?.legacyId !== undefined ? { legacyUserId: context.user.legacyId } : {}),
    ...(input.customParams ? { customParams: input.customParams } : {}),
  };
}
