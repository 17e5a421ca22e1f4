import { createContext, useContext } from 'react';

import type { StackKey } from './stack-reducer';

export interface StackNavigation {
  active: StackKey;
  depth: number;
  stackOf: (path: string) => StackKey;
  /** Selects a stack: its top page, or trims it to its root, or scrolls to the top (spec §2). */
  selectStack: (stack: StackKey) => void;
  /** Pops one page off the active stack. */
  back: () => void;
}

export const StackNavigationContext = createContext<StackNavigation | null>(null);

export function useStackNavigation(): StackNavigation {
  const value = useContext(StackNavigationContext);
  if (!value) throw new Error('useStackNavigation() is used outside the StackRouter');
  return value;
}
