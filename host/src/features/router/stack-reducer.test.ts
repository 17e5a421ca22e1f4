import {
  initialStacks,
  reduceStacks,
  stackKeyOf,
  trimToRoot,
  type StacksState,
} from './stack-reducer';

const roots = new Set(['', 'editorial', 'benefit', 'more', 'search']);
const loc = (key: string, path: string) => ({ key, path });
const paths = (state: StacksState, stack = state.active) =>
  (state.stacks[stack] ?? []).map((e) => e.path);

describe('stackKeyOf', () => {
  it('keys a path by its first segment, with a default stack for unknown ones', () => {
    expect(stackKeyOf('/', roots)).toBe('');
    expect(stackKeyOf('/benefit/12', roots)).toBe('benefit');
    expect(stackKeyOf('/more/faq?x=1', roots)).toBe('more');
    expect(stackKeyOf('/live/12', roots)).toBe('');
    expect(stackKeyOf('/nowhere', roots)).toBe('');
  });
});

describe('reduceStacks', () => {
  it('opens a deep link with the stack root beneath it', () => {
    const state = initialStacks(loc('a', '/benefit/12'), 'benefit');
    expect(paths(state)).toEqual(['/benefit', '/benefit/12']);
    expect(initialStacks(loc('a', '/'), '').stacks['']).toHaveLength(1);
  });

  it('pushes onto the stack of the new path and pops on browser back', () => {
    let state = initialStacks(loc('k0', '/'), '');
    state = reduceStacks(state, 'push', loc('k1', '/benefit/3'), '');
    expect(paths(state)).toEqual(['/', '/benefit/3']);
    expect(state.lastAction).toBe('push');
    state = reduceStacks(state, 'popstate', loc('k0', '/'), '');
    expect(paths(state)).toEqual(['/']);
  });

  it('keeps a history per stack and switches between them', () => {
    let state = initialStacks(loc('k0', '/'), '');
    state = reduceStacks(state, 'push', loc('k1', '/x/1'), '');
    state = reduceStacks(state, 'push', loc('k2', '/more'), 'more');
    state = reduceStacks(state, 'push', loc('k3', '/more/faq'), 'more');
    expect(state.active).toBe('more');
    expect(paths(state)).toEqual(['/more', '/more/faq']);
    // Selecting the first tab again pushes its top path: no new entry, that history is intact.
    state = reduceStacks(state, 'push', loc('k4', '/x/1'), '');
    expect(state.active).toBe('');
    expect(paths(state)).toEqual(['/', '/x/1']);
    // Browser back returns to the other stack where it was.
    state = reduceStacks(state, 'popstate', loc('k3', '/more/faq'), 'more');
    expect(state.active).toBe('more');
    expect(paths(state)).toEqual(['/more', '/more/faq']);
  });

  it('treats forward (an unknown key on popstate or go) as a push', () => {
    let state = initialStacks(loc('k0', '/'), '');
    state = reduceStacks(state, 'go', loc('k9', '/x/9'), '');
    expect(paths(state)).toEqual(['/', '/x/9']);
  });

  it('replaces the top entry, or pops when replacing with the entry below', () => {
    let state = initialStacks(loc('k0', '/benefit/1'), 'benefit');
    state = reduceStacks(state, 'replace', loc('k1', '/benefit/2'), 'benefit');
    expect(paths(state)).toEqual(['/benefit', '/benefit/2']);
    state = reduceStacks(state, 'replace', loc('k2', '/benefit'), 'benefit');
    expect(paths(state)).toEqual(['/benefit']);
  });

  it('ignores none', () => {
    const state = initialStacks(loc('k0', '/'), '');
    expect(reduceStacks(state, 'none', loc('k1', '/more'), 'more')).toBe(state);
  });

  it('trims to the root, keeping the root page', () => {
    let state = initialStacks(loc('k0', '/'), '');
    const rootId = state.stacks['']?.[0]?.id;
    state = reduceStacks(state, 'push', loc('k1', '/x/1'), '');
    state = reduceStacks(state, 'push', loc('k2', '/x/2'), '');
    state = trimToRoot(state, '');
    state = reduceStacks(state, 'replace', loc('k3', '/'), '');
    expect(paths(state)).toEqual(['/']);
    expect(state.stacks['']?.[0]?.id).toBe(rootId);
  });

  it('keeps a page mounted when its tab is selected again', () => {
    let state = initialStacks(loc('k0', '/more'), 'more');
    const id = state.stacks.more?.[0]?.id;
    state = reduceStacks(state, 'push', loc('k1', '/more'), 'more');
    expect(state.stacks.more?.map((e) => e.id)).toEqual([id]);
  });
});
