/**
 * A function of one string remembered for its last `size` distinct arguments (the oldest forgotten
 * first), for the per-request parsing of a header whose values repeat (Origin, Accept-Encoding):
 * the public answers' hit path parsed the same few strings on every request. Bounded, as the
 * arguments come from clients.
 */
export function memoizeString<T>(compute: (value: string) => T, size = 256): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    if (known.has(value)) return known.get(value) as T;
    const result = compute(value);
    if (known.size >= size) known.delete(known.keys().next().value as string);
    known.set(value, result);
    return result;
  };
}
