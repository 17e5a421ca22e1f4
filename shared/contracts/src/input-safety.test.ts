import { findInputProblem, isStorableText, MAX_INPUT_DEPTH } from './input-safety';

describe('storable input', () => {
  it('refuses NUL and lone surrogates, keeps pairs and ordinary text', () => {
    expect(isStorableText('Åsa Öberg 😀 <b>&')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
  });

  it('names the place of the first problem, keys included, and refuses deep nesting', () => {
    expect(findInputProblem({ addresses: [{ street: 'a\ud800' }] })).toEqual({
      path: 'addresses.0.street',
      problem: 'unstorable-text',
    });
    expect(findInputProblem({ params: { 'k\u0000': 1 } })?.path).toBe('params');
    let deep: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i += 1) deep = [deep];
    expect(findInputProblem(deep)?.problem).toBe('too-deep');
    expect(findInputProblem({ a: ['fine', 2, null, { b: true }] })).toBeNull();
  });
});
