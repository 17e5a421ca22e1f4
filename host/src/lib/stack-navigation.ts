// The stack navigation the router provides and the navigation bar and back button read. It lives
// here, not in the router feature, so features meet through it instead of importing each other.
import { createContext, useContext } from 'react';

/** A stack is keyed by the first path segment of its root; the default stack by ''. */
export type StackKey = string;

export const DEFAULT_STACK: StackKey = '';

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
