/**
 * The stack router's state, as pure functions (spec §2 "Navigation behaviour"): several stacks,
 * each keyed by the first path segment, each with its own history; a default stack for unknown
 * first segments. Actions are push, popstate, replace, go and none.
 */
import { DEFAULT_STACK, type StackKey } from '../../lib/stack-navigation';

export type { StackKey };

export interface StackEntry {
  /** Stable for the life of the page; the page stays mounted under this id. */
  id: string;
  /** react-router's location key; kept in history.state, so back and forward find it again. */
  key: string;
  path: string;
  /** True when the browser history holds the entry below this one (it was pushed here). */
  pushed: boolean;
}

export interface StacksState {
  stacks: Record<StackKey, StackEntry[]>;
  active: StackKey;
  /** The last action, for the slide-in of pushed pages. */
  lastAction: NavigationAction;
}

export type NavigationAction = 'push' | 'popstate' | 'replace' | 'go' | 'none';

export interface NavigationLocation {
  key: string;
  path: string;
}

/** The stack of a path: its first segment when that is a stack root, else the default stack. */
export function stackKeyOf(path: string, stackRoots: ReadonlySet<StackKey>): StackKey {
  const first = path.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return stackRoots.has(first) ? first : DEFAULT_STACK;
}

export const rootPathOf = (stack: StackKey) => `/${stack}`;

const entry = (location: NavigationLocation, pushed: boolean): StackEntry => ({
  id: `${location.key}:${location.path}`,
  key: location.key,
  path: location.path,
  pushed,
});

/** A stack opened at a deep link has its root beneath, so back leads somewhere in the app. */
function openStack(stack: StackKey, location: NavigationLocation): StackEntry[] {
  const root = rootPathOf(stack);
  if (location.path === root) return [entry(location, false)];
  const rootEntry = { id: `root:${stack}`, key: `root:${stack}`, path: root, pushed: false };
  return [rootEntry, entry(location, false)];
}

export function initialStacks(location: NavigationLocation, stack: StackKey): StacksState {
  return { stacks: { [stack]: openStack(stack, location) }, active: stack, lastAction: 'none' };
}

export function reduceStacks(
  state: StacksState,
  action: NavigationAction,
  location: NavigationLocation,
  stack: StackKey,
): StacksState {
  if (action === 'none') return state;
  const current = state.stacks[stack];
  const next = (entries: StackEntry[]): StacksState => ({
    stacks: { ...state.stacks, [stack]: entries },
    active: stack,
    lastAction: action,
  });
  if (!current) return next(openStack(stack, location));
  const top = current[current.length - 1];
  // Selecting a tab pushes that stack's top path, and trimming replaces with the root: the same
  // page stays, under the new location key.
  if ((action === 'push' || action === 'replace') && top && top.path === location.path) {
    return next([...current.slice(0, -1), { ...top, key: location.key }]);
  }
  if (action === 'push') return next([...current, entry(location, true)]);
  if (action === 'replace') {
    const below = current[current.length - 2];
    if (below && below.path === location.path) return next(current.slice(0, -1));
    const index = current.findIndex((e) => e.path === location.path);
    if (index >= 0 && stack !== state.active) return next(current.slice(0, index + 1));
    return next([...current.slice(0, -1), { ...entry(location, top?.pushed ?? false) }]);
  }
  // popstate and go: the browser moved through its history; find the entry by key.
  const index = current.findIndex((e) => e.key === location.key);
  if (index >= 0) return next(current.slice(0, index + 1));
  return next([...current, entry(location, true)]);
}

/** Re-selecting a stack's root trims the stack to its root entry. */
export function trimToRoot(state: StacksState, stack: StackKey): StacksState {
  const current = state.stacks[stack];
  if (!current || current.length <= 1) return state;
  return {
    ...state,
    stacks: { ...state.stacks, [stack]: current.slice(0, 1) },
    lastAction: 'replace',
  };
}
