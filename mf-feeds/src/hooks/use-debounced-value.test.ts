import { act, renderHook } from '@testing-library/react';

import { SEARCH_DEBOUNCE_MS } from '@klubb/contracts';

import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const render = () =>
  renderHook(({ value }) => useDebouncedValue(value, SEARCH_DEBOUNCE_MS), {
    initialProps: { value: '' },
  });

describe('useDebouncedValue', () => {
  it('settles on the last value only after 550 ms without a change', () => {
    const seen: string[] = [];
    const { result, rerender } = render();
    for (const value of ['p', 'pi', 'piz', 'pizz', 'pizza']) {
      rerender({ value });
      act(() => jest.advanceTimersByTime(100));
      seen.push(result.current[0]);
    }
    expect(seen).toEqual(['', '', '', '', '']);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 101));
    expect(result.current[0]).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('pizza');
  });

  it('takes the current value at once on flush', () => {
    const { result, rerender } = render();
    rerender({ value: 'sushi' });
    act(() => result.current[1]());
    expect(result.current[0]).toBe('sushi');
  });
});
