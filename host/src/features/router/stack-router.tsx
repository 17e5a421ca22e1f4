import {
  Activity,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useNavigationType, type NavigationType } from 'react-router-dom';

import type { AppRoute } from '../../lib/route-table';
import { stackRootsOf } from '../../lib/route-table';
import { StackNavigationContext, type StackNavigation } from '../../lib/stack-navigation';

import { PageRoutes, type PageRoutesProps } from './page-routes';
import {
  initialStacks,
  reduceStacks,
  rootPathOf,
  stackKeyOf,
  trimToRoot,
  type NavigationAction,
  type StacksState,
} from './stack-reducer';
import styles from './stack-router.module.css';
import { usePageViews } from './use-page-views';

/**
 * How many pages of one stack stay mounted (hidden) beneath its top. Each keeps its DOM and state
 * on a phone; a page deeper than this is mounted again, from the query cache, when it is gone back
 * to. The root page stays too, so a tab opens at once.
 */
export const MOUNTED_PAGES_PER_STACK = 5;

const ACTIONS: Record<NavigationType, NavigationAction> = {
  PUSH: 'push',
  REPLACE: 'replace',
  POP: 'popstate',
};

export interface StackRouterProps {
  routes: ReadonlyArray<AppRoute<ComponentType>>;
  /** Renders one route's page (the app's remote page, behind its boundary). */
  renderPage: PageRoutesProps['renderPage'];
  /** What unknown paths show. */
  fallback: PageRoutesProps['fallback'];
  /** Paths that name stacks beside the routes' own (the navigation config's items). */
  stackPaths?: ReadonlyArray<string>;
  /** Host routes beside the remotes' (the 10 ms redirects). */
  extra?: PageRoutesProps['extra'];
  /** The shell around the pages (header, navigation bar), given the stack navigation. */
  children: (pages: ReactNode) => ReactNode;
}

/**
 * The stack router of spec §2 on react-router: a history per stack, pushed pages slide in, and the
 * pages beneath stay mounted so going back finds them as they were, scrolled where they were. A
 * page not shown is in a hidden `<Activity>`: its state and DOM are kept, its effects (listeners,
 * timers, query subscriptions) are cleaned up until it is shown again.
 */
export function StackRouter({
  routes,
  renderPage,
  fallback,
  stackPaths = [],
  extra,
  children,
}: StackRouterProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const roots = useMemo(
    () => stackRootsOf([...routes, ...stackPaths.map((path) => ({ path }))]),
    [routes, stackPaths],
  );
  const path = location.pathname + location.search;
  usePageViews(routes, location);
  const stack = stackKeyOf(location.pathname, roots);
  const [state, setState] = useState<StacksState>(() =>
    initialStacks({ key: location.key, path }, stack),
  );
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    // Adjusting state while rendering: the stacks follow the location before anything paints.
    setSeenKey(location.key);
    setState((s) => reduceStacks(s, ACTIONS[navigationType], { key: location.key, path }, stack));
  }

  const entries = useMemo(() => state.stacks[state.active] ?? [], [state]);
  const top = entries[entries.length - 1];
  const scrollPositions = useRef(new Map<string, number>());
  const topId = useRef(top?.id);
  const pageRefs = useRef(new Map<string, HTMLDivElement>());

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (topId.current) scrollPositions.current.set(topId.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (!top || topId.current === top.id) return;
    topId.current = top.id;
    window.scrollTo(0, scrollPositions.current.get(top.id) ?? 0);
    pageRefs.current.get(top.id)?.focus({ preventScroll: true });
  }, [top]);

  const navigation = useMemo<StackNavigation>(() => {
    const stackOf = (target: string) => stackKeyOf(target, roots);
    return {
      active: state.active,
      depth: entries.length,
      stackOf,
      selectStack: (key) => {
        const stackEntries = state.stacks[key];
        if (key !== state.active) {
          navigate(stackEntries?.[stackEntries.length - 1]?.path ?? rootPathOf(key));
        } else if (entries.length > 1) {
          setState((s) => trimToRoot(s, key));
          navigate(rootPathOf(key), { replace: true });
        } else {
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      },
      back: () => {
        const below = entries[entries.length - 2];
        if (!below) return;
        if (top?.pushed) navigate(-1);
        else navigate(below.path, { replace: true });
      },
    };
  }, [entries, navigate, roots, state, top]);

  const registerPage = useCallback((id: string, element: HTMLDivElement | null) => {
    if (element) pageRefs.current.set(id, element);
    else pageRefs.current.delete(id);
  }, []);

  const pages = Object.entries(state.stacks).flatMap(([key, stackEntries]) =>
    stackEntries.map((entry, index) => {
      const active = key === state.active;
      const visible = active && index === stackEntries.length - 1;
      const slides = visible && state.lastAction === 'push' && index > 0;
      // The page the push left stays seen (inert) beneath the sliding one until the slide ends.
      const under = active && state.lastAction === 'push' && index === stackEntries.length - 2;
      const mounted = index === 0 || index >= stackEntries.length - MOUNTED_PAGES_PER_STACK;
      if (!mounted) return null;
      return (
        <Activity key={entry.id} mode={visible || under ? 'visible' : 'hidden'}>
          <div
            ref={(element) => registerPage(entry.id, element)}
            className={`${styles.page} ${slides ? styles.pushed : ''} ${under ? styles.under : ''}`}
            hidden={!visible && !under}
            inert={under || undefined}
            aria-hidden={under || undefined}
            tabIndex={-1}
            data-stack={key || 'mixedFeed'}
          >
            <PageRoutes
              routes={routes}
              renderPage={renderPage}
              fallback={fallback}
              extra={extra}
              location={entry.path}
            />
          </div>
        </Activity>
      );
    }),
  );

  return (
    <StackNavigationContext.Provider value={navigation}>
      {children(pages)}
    </StackNavigationContext.Provider>
  );
}
