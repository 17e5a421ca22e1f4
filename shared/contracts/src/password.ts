import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { lazySchema } from './lazy-schema';

/** The parts of the password rule (spec §5) a password can miss. */
export type PasswordProblem = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'whitespace';

/**
 * The password rule (spec §5, ADR by the lead): 8 to 30 characters, at least one digit, one
 * lower-case and one upper-case letter (any alphabet: å, ø count), and no whitespace. Returns what
 * is missing, empty when the password passes; the form, the API and the identity stand-in share it.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (/\s/u.test(password)) problems.push('whitespace');
  return problems;
}

/** A password that passes the rule; the issue message lists what is missing. */
export const passwordSchema = lazySchema(() =>
  z
    .string()
    .max(200)
    .superRefine((value, ctx) => {
      const problems = passwordProblems(value);
      if (problems.length) {
        ctx.addIssue({ code: 'custom', message: `Password rule not met: ${problems.join(', ')}` });
      }
    }),
);
