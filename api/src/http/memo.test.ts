import { memoizeString } from './memo';

/** `compute` with a record of the arguments it was called with. */
function counted<T>(compute: (value: string) => T) {
  const calls: string[] = [];
  return {
    calls,
    compute: (value: string) => {
      calls.push(value);
      return compute(value);
    },
  };
}

describe('memoizeString', () => {
  it('computes each argument once and answers the same after', () => {
    const { calls, compute } = counted((value) => value.length);
    const length = memoizeString(compute);
    expect(length('abc')).toBe(3);
    expect(length('abc')).toBe(3);
    expect(length('de')).toBe(2);
    expect(calls).toEqual(['abc', 'de']);
  });

  it('keeps its last `size` arguments, forgetting the oldest (clients choose the arguments)', () => {
    const { calls, compute } = counted((value) => value.toUpperCase());
    const upper = memoizeString(compute, 2);
    upper('a');
    upper('b');
    upper('c');
    expect(upper('c')).toBe('C');
    expect(upper('b')).toBe('B');
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(upper('a')).toBe('A');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('remembers a null answer too', () => {
    const { calls, compute } = counted(() => null);
    const parse = memoizeString(compute);
    expect(parse('x')).toBeNull();
    expect(parse('x')).toBeNull();
    expect(calls).toEqual(['x']);
  });
});
