/** A Swedish personal number as the app takes it (spec §5): YYYYMMDDXXXX, 12 digits. */
export const SSN_PATTERN = /^\d{12}$/;

/** The Luhn check digit of a personal number's last 10 digits but one (YYMMDDNNN). */
export function ssnCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let index = 0; index < nineDigits.length; index += 1) {
    const product = Number(nineDigits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a 12-digit personal number is valid: a real date of birth not in the future, and the
 * check digit (Luhn over YYMMDDNNN) right.
 */
export function isValidSsn(ssn: string, now = new Date()): boolean {
  if (!SSN_PATTERN.test(ssn)) return false;
  const year = Number(ssn.slice(0, 4));
  const month = Number(ssn.slice(4, 6));
  const day = Number(ssn.slice(6, 8));
  const born = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    born.getUTCFullYear() === year && born.getUTCMonth() === month - 1 && born.getUTCDate() === day;
  if (!realDate || year < 1880 || born.getTime() > now.getTime()) return false;
  return ssnCheckDigit(ssn.slice(2, 11)) === Number(ssn[11]);
}
