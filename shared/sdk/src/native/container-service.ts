import type { ZodType } from 'zod';

import {
  CONTAINER_TIMEOUT_MS,
  containerServiceTokenSchema,
  containerServiceVersionSchema,
  type ContainerVersion,
} from '@klubb/contracts';

export interface ContainerServiceOptions {
  /** The service's base URL from the build settings (KLUBB_CONTAINER_SERVICE_URL), with a slash. */
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

export interface ContainerService {
  /** GET get_version; null when it fails, times out or answers outside the schema. */
  getVersion(): Promise<ContainerVersion | null>;
  /** GET {id}/get_fcm_token; null likewise. */
  getFcmToken(id: string): Promise<string | null>;
}

/**
 * The container service (spec §7): an external host the containers run beside the web app. Each
 * call has the 1000 ms time-out and a zod-checked JSON answer; a failure is logged and read as
 * "no answer", never thrown.
 */
export function createContainerService(options: ContainerServiceOptions): ContainerService {
  const timeoutMs = options.timeoutMs ?? CONTAINER_TIMEOUT_MS;
  const log =
    options.log ?? ((message: string) => console.warn(`[klubb] container service: ${message}`));
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  async function get<T>(path: string, schema: ZodType<T>): Promise<T | null> {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(new URL(path, base).toString(), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) throw new Error('answer outside the schema');
      return parsed.data;
    } catch (error) {
      const reason = controller.signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      log(`GET ${path}: ${reason}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    getVersion: () => get('get_version', containerServiceVersionSchema),
    getFcmToken: async (id) =>
      (await get(`${encodeURIComponent(id)}/get_fcm_token`, containerServiceTokenSchema))?.token ??
      null,
  };
}
