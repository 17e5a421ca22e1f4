import type { z } from 'zod';

import { isValidEmail, passwordProblems, type PasswordProblem } from '@klubb/contracts';

import { describeIssues } from '../http/parse-input';

import { IdentityError, identityError } from './identity-error';

/** A request body of the wrong shape, worded as Google's front end words it. */
export function parseIdentityInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new IdentityError(`Invalid JSON payload received. ${describeIssues(result.error.issues)}`, {
    statusWord: 'INVALID_ARGUMENT',
    reason: 'badRequest',
  });
}

/** The e-mail of a request: MISSING_EMAIL or INVALID_EMAIL as the real service says. */
export function requireEmail(email: string | undefined, missingCode = 'MISSING_EMAIL'): string {
  if (email === undefined || email === '') throw identityError(missingCode);
  const trimmed = email.trim();
  if (!isValidEmail(trimmed)) throw identityError('INVALID_EMAIL');
  return trimmed.toLowerCase();
}

const REQUIREMENT_TEXT: Record<PasswordProblem, string> = {
  length: 'Password must contain between 8 and 30 characters',
  digit: 'Password must contain a numeric character',
  lowercase: 'Password must contain a lower case character',
  uppercase: 'Password must contain an upper case character',
  whitespace: 'Password must not contain whitespace',
};

/**
 * A new password must pass the tenant's password policy, which is the app's password rule (spec
 * §5); the message lists what is missing in the form Identity Platform uses.
 */
export function requireGoodPassword(password: string | undefined): string {
  if (password === undefined || password === '') throw identityError('MISSING_PASSWORD');
  const problems = passwordProblems(password);
  if (problems.length) {
    const list = problems.map((problem) => REQUIREMENT_TEXT[problem]).join(', ');
    throw identityError(
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      `Missing password requirements: [${list}]`,
    );
  }
  return password;
}
