import { useState } from 'react';

/** Counts taps and says when `needed` have been made (About's version: spec §2). */
export function useTapReveal(needed: number) {
  const [taps, setTaps] = useState(0);
  return { revealed: taps >= needed, tap: () => setTaps((count) => count + 1) };
}
