import { useCallback, useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs` (the search box's 550 ms, spec §9), so fast
 * typing settles into one value. `flush` takes the current value at once (Enter).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}
