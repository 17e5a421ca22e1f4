interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so a phone's browser can paint and answer a
 * tap in between (issue 16: no task of the first view over 50 ms on a phone). `scheduler.yield()`
 * where the browser has it (Chromium 129+: the continuation goes before other queued tasks),
 * else a zero-delay timeout (Safari, iOS and older Android webviews).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<YieldingScheduler> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
