import { z } from 'zod';

/** How an instance starts and stops; read apart from AppConfig because only main.ts needs it. */
export interface LifecycleConfig {
  /** Apply migrations (and seed an empty database) at start; a cluster runs its migration Job instead. */
  migrateOnStart: boolean;
  /** After SIGTERM, how long readiness answers 503 before the listener closes (a load balancer's notice). */
  drainMs: number;
  /** After the drain, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
}

const envSchema = z.object({
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
});

/** Reads the lifecycle settings; a bad value stops the start with a clear message. */
export function loadLifecycleConfig(env: NodeJS.ProcessEnv = process.env): LifecycleConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return {
    migrateOnStart: parsed.data.MIGRATE_ON_START === 'true',
    drainMs: parsed.data.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: parsed.data.SHUTDOWN_TIMEOUT_MS,
  };
}
