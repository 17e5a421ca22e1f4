import type { z } from 'zod';

import { describeInputProblem, ERROR_CODES, findInputProblem } from '@klubb/contracts';

import { ApiError } from './api-error';

const MAX_MESSAGE_LENGTH = 500;

/** One readable line per problem: `offset: Too small: expected number to be >=0`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const text = issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ');
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}

/**
 * Parses a request's query or body with a contracts schema. A mismatch is the caller's mistake and
 * answers 400 `validation_failed`; a schema failing on the way out is ours and stays a 500.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  part: 'query' | 'body',
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // Input decoded inside a schema (JSON in a query parameter) is checked once more here.
    const problem = findInputProblem(result.data);
    if (!problem) return result.data;
    throw new ApiError(
      400,
      ERROR_CODES.validation,
      `Invalid ${part}: ${describeInputProblem(problem)}`,
    );
  }
  throw new ApiError(
    400,
    ERROR_CODES.validation,
    `Invalid ${part}: ${describeIssues(result.error.issues)}`,
  );
}
