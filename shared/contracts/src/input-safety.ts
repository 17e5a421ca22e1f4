/**
 * Text no part of the system can store: PostgreSQL refuses the NUL character in `text` and `jsonb`
 * ("invalid byte sequence for encoding UTF8"), and `jsonb` refuses a lone UTF-16 surrogate
 * (`\ud800` without its pair), which JSON and URLs can both carry. The API refuses such input where
 * it enters (400), so no handler ever meets it; nothing is stripped, because no field of the
 * product (names, addresses, e-mails, ids) has a legitimate use for either.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** JSON input is a few fields deep; anything deeper is refused before a recursive reader meets it. */
export const MAX_INPUT_DEPTH = 32;

/** True when the text holds neither a NUL character nor a lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** What is wrong with an input and where: `path` is dotted (`addresses.0.street`). */
export interface InputProblem {
  path: string;
  problem: 'unstorable-text' | 'too-deep';
}

/**
 * The first string (value or key) of a parsed input that is not storable text, or the first place
 * nested deeper than MAX_INPUT_DEPTH; null when the input is clean. Walks without recursion, so a
 * hostile nesting cannot overflow the stack.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: '', depth: 0 },
  ];
  while (stack.length) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path: path || 'value', problem: 'unstorable-text' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: path || 'value', problem: 'too-deep' };
    for (const [key, child] of Object.entries(value)) {
      if (!isStorableText(key)) return { path: path || 'value', problem: 'unstorable-text' };
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/** The problem in words, for an error record's message. */
export function describeInputProblem({ path: fullPath, problem }: InputProblem): string {
  const path = fullPath.length > 100 ? `${fullPath.slice(0, 100)}…` : fullPath;
  return problem === 'too-deep'
    ? `${path}: nested deeper than ${MAX_INPUT_DEPTH} levels`
    : `${path}: text with a NUL character or a lone surrogate`;
}
