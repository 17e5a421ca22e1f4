import { callingCodeOf, isValidEmail, normalizePhoneNumber } from './contact';
import { ERROR_CODES } from './error';
import { passwordProblems } from './password';
import { isValidSsn, ssnCheckDigit } from './ssn';
import {
  BANK_CARD_OPTIONS,
  FORM_CODES,
  setUpReferralCode,
  splitFullName,
  validateEmail,
  validateForgotPassword,
  validateNewPassword,
  validatePasswordReset,
  validatePhone,
  validateRegistration,
  validateSetUp,
  validateSignIn,
  validateSsn,
  type RegistrationForm,
  type SetUpForm,
} from './validation';

describe('the e-mail pattern (spec §5)', () => {
  it.each([
    'anna@klubb.example',
    'anna.andersson+klubb@mail.example.se',
    'a_b%c-d@sub.domain.co',
    'ANNA@KLUBB.SE',
    '1234@567.io',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['no at sign', 'anna.klubb.example'],
    ['no local part', '@klubb.example'],
    ['no domain', 'anna@'],
    ['no top-level domain', 'anna@klubb'],
    ['a one-letter top-level domain', 'anna@klubb.s'],
    ['digits in the top-level domain', 'anna@klubb.s3'],
    ['a space', 'anna andersson@klubb.example'],
    ['a letter outside the pattern', 'åsa@klubb.example'],
    ['two at signs', 'anna@@klubb.example'],
    ['over 254 characters', `${'a'.repeat(250)}@klubb.example`],
  ])('refuses %s', (_what, email) => expect(isValidEmail(email)).toBe(false));

  it('answers missing before invalid, and ignores surrounding spaces', () => {
    expect(validateEmail('')).toBe(ERROR_CODES.emailMissing);
    expect(validateEmail('   ')).toBe(ERROR_CODES.emailMissing);
    expect(validateEmail('anna@klubb')).toBe(ERROR_CODES.emailInvalid);
    expect(validateEmail(' anna@klubb.example ')).toBeNull();
  });
});

describe('the password rule (spec §5, ADR 004: 8 to 30)', () => {
  it.each(['Medlem2026', 'aB345678', `Aa1${'x'.repeat(27)}`, 'Lösenord9', 'ÅÄÖåäö12'])(
    'accepts %s',
    (password) => expect(passwordProblems(password)).toEqual([]),
  );

  it.each([
    ['7 characters', 'aB34567', ['length']],
    ['5 characters (the profile text’s reading)', 'aB345', ['length']],
    ['31 characters', `Aa1${'x'.repeat(28)}`, ['length']],
    ['no digit', 'Medlemskap', ['digit']],
    ['no lower-case letter', 'MEDLEM2026', ['lowercase']],
    ['no upper-case letter', 'medlem2026', ['uppercase']],
    ['a space', 'Medlem 2026', ['whitespace']],
    ['a tab', 'Medlem\t2026', ['whitespace']],
    ['nothing', '', ['length', 'digit', 'lowercase', 'uppercase']],
  ])('refuses %s', (_what, password, problems) =>
    expect(passwordProblems(password)).toEqual(problems),
  );

  it('counts characters, not UTF-16 units, at the limits', () => {
    expect(passwordProblems(`Aa1${'😀'.repeat(5)}`)).toEqual([]);
    expect(passwordProblems(`Aa1${'😀'.repeat(28)}`)).toEqual(['length']);
  });

  it('answers missing for an empty password and the rule code otherwise', () => {
    expect(validateNewPassword('')).toBe(ERROR_CODES.passwordMissing);
    expect(validateNewPassword('short1A')).toBe(ERROR_CODES.passwordRule);
    expect(validateNewPassword('Medlem2026')).toBeNull();
  });
});

describe('the personal number (spec §5: YYYYMMDDXXXX, date and check digit)', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('computes the Luhn check digit over YYMMDDNNN', () => {
    // 811218-987 → 6 (Skatteverket's example), 850412-876 → 3.
    expect(ssnCheckDigit('811218987')).toBe(6);
    expect(ssnCheckDigit('850412876')).toBe(3);
  });

  it.each(['198112189876', '198504128763', '197911302391', '200102283330', '200002292381'])(
    'accepts %s',
    (ssn) => expect(isValidSsn(ssn, now)).toBe(true),
  );

  it.each([
    ['a wrong check digit', '198112189875'],
    ['11 digits', '19811218987'],
    ['13 digits', '1981121898766'],
    ['a letter', '19811218987X'],
    ['the short form YYMMDD-XXXX', '811218-9876'],
    ['month 13', '198113189871'],
    ['30 February', '198102309878'],
    ['29 February in a common year', '200102292383'],
    ['a date in the future', '202712310000'],
    ['a year before 1880', '187001019870'],
  ])('refuses %s', (_what, ssn) => expect(isValidSsn(ssn, now)).toBe(false));

  it('takes the number with a dash or spaces, and says missing before invalid', () => {
    expect(validateSsn('19811218-9876', now)).toBeNull();
    expect(validateSsn(' 19811218 9876 ', now)).toBeNull();
    expect(validateSsn('', now)).toBe(FORM_CODES.ssnMissing);
    expect(validateSsn('198112189875', now)).toBe(ERROR_CODES.ssnNotFound);
  });
});

describe('phone normalisation (spec §5: +, a non-zero digit, 1 to 14 digits; 0… → +46…)', () => {
  it.each([
    ['0701234567', '+46701234567'],
    ['070-123 45 67', '+46701234567'],
    ['(070) 123.45.67', '+46701234567'],
    ['+46701234567', '+46701234567'],
    ['+4791234567', '+4791234567'],
    ['+12', '+12'],
    [`+1${'2'.repeat(14)}`, `+1${'2'.repeat(14)}`],
  ])('reads %s as %s', (input, phone) => expect(normalizePhoneNumber(input, '+46')).toBe(phone));

  it.each([
    ['no plus and no leading 0', '701234567'],
    ['a zero after the plus', '+0701234567'],
    ['only one digit', '+1'],
    ['16 digits', `+1${'2'.repeat(15)}`],
    ['a letter', '+4670123456a'],
    ['letters only', 'telefon'],
  ])('refuses %s', (_what, input) => expect(normalizePhoneNumber(input, '+46')).toBeNull());

  it('reads 00 as the plus sign', () => {
    expect(normalizePhoneNumber('0047 912 34 567', '+46')).toBe('+4791234567');
    expect(normalizePhoneNumber('0046701234567', '+47')).toBe('+46701234567');
  });

  // Issue 32 item 5: brand B's "041234567" became +4641234567.
  it('gives a Norwegian brand’s local 8-digit numbers +47, and no Swedish trunk 0', () => {
    expect(normalizePhoneNumber('412 34 567', '+47')).toBe('+4741234567');
    expect(normalizePhoneNumber('91234567', '+47')).toBe('+4791234567');
    expect(normalizePhoneNumber('+46701234567', '+47')).toBe('+46701234567');
    expect(normalizePhoneNumber('041234567', '+47')).toBeNull();
    expect(normalizePhoneNumber('4123456', '+47')).toBeNull();
    expect(normalizePhoneNumber('41234567', '+46')).toBeNull();
    expect(validatePhone('41234567', '+47')).toBeNull();
  });

  it('takes the calling code from the brand’s currency', () => {
    expect(callingCodeOf({ currency: 'SEK' })).toBe('+46');
    expect(callingCodeOf({ currency: 'NOK' })).toBe('+47');
  });

  it('says missing before invalid', () => {
    expect(validatePhone(' ', '+46')).toBe(ERROR_CODES.phoneNumberMissing);
    expect(validatePhone('12345', '+46')).toBe(ERROR_CODES.phoneNumberInvalid);
    expect(validatePhone('070 123 45 67', '+46')).toBeNull();
  });
});

describe('splitFullName (spec §5)', () => {
  it.each([
    ['Anna Andersson', 'Anna', 'Andersson'],
    ['  Anna  Maria   von Andersson ', 'Anna Maria von', 'Andersson'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('splits %j', (name, firstName, lastName) =>
    expect(splitFullName(name)).toEqual({ firstName, lastName }),
  );
});

describe('the sign-in and password forms', () => {
  it('requires e-mail and password on sign-in', () => {
    expect(validateSignIn({ email: '', password: 'x' })).toBe(ERROR_CODES.emailMissing);
    expect(validateSignIn({ email: 'anna@klubb', password: 'x' })).toBe(ERROR_CODES.emailInvalid);
    expect(validateSignIn({ email: 'anna@klubb.example', password: '' })).toBe(
      ERROR_CODES.passwordMissing,
    );
    // Sign-in does not apply the rule: an old password may predate it.
    expect(validateSignIn({ email: 'anna@klubb.example', password: 'x' })).toBeNull();
  });

  it('requires a valid e-mail to ask for a reset', () => {
    expect(validateForgotPassword({ email: '' })).toBe(ERROR_CODES.emailMissing);
    expect(validateForgotPassword({ email: 'anna@klubb.example' })).toBeNull();
  });

  it('checks the reset form in order: token, both fields, the same, the rule', () => {
    const form = { password: 'Medlem2026', confirmation: 'Medlem2026', token: 'abc' };
    expect(validatePasswordReset(form)).toBeNull();
    expect(validatePasswordReset({ ...form, token: undefined })).toBe(FORM_CODES.resetTokenMissing);
    expect(validatePasswordReset({ ...form, confirmation: '' })).toBe(ERROR_CODES.passwordMissing);
    expect(validatePasswordReset({ ...form, confirmation: 'Medlem2027' })).toBe(
      FORM_CODES.passwordsDiffer,
    );
    expect(validatePasswordReset({ ...form, password: 'short', confirmation: 'short' })).toBe(
      ERROR_CODES.passwordRule,
    );
  });
});

describe('the registration form (spec §5)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ssnForm: RegistrationForm = {
    email: 'ny@klubb.example',
    termsAccepted: true,
    ssn: '198112189876',
    fullName: '',
    phoneNumber: '',
    street: '',
    zipCode: '',
    city: '',
    password: '',
  };
  const plainForm: RegistrationForm = {
    ...ssnForm,
    ssn: '',
    fullName: 'Ny Medlem',
    phoneNumber: '+4791234567',
    street: 'Storgata 1',
    zipCode: '0155',
    city: 'Oslo',
    password: 'Medlem2026',
  };

  it('asks ssn mode for e-mail, a valid personal number and the terms', () => {
    expect(validateRegistration(ssnForm, true, '+46', now)).toBeNull();
    expect(validateRegistration({ ...ssnForm, email: '' }, true, '+46', now)).toBe(
      ERROR_CODES.emailMissing,
    );
    expect(validateRegistration({ ...ssnForm, ssn: '' }, true, '+46', now)).toBe(
      FORM_CODES.ssnMissing,
    );
    expect(validateRegistration({ ...ssnForm, ssn: '198112189875' }, true, '+46', now)).toBe(
      ERROR_CODES.ssnNotFound,
    );
    expect(validateRegistration({ ...ssnForm, termsAccepted: false }, true, '+46', now)).toBe(
      FORM_CODES.termsNotAccepted,
    );
  });

  it('asks the other mode for the name, contact, address, a password and the terms', () => {
    expect(validateRegistration(plainForm, false, '+46', now)).toBeNull();
    const broken: Array<[Partial<RegistrationForm>, string]> = [
      [{ fullName: ' ' }, FORM_CODES.nameMissing],
      [{ email: 'x' }, ERROR_CODES.emailInvalid],
      [{ phoneNumber: '' }, ERROR_CODES.phoneNumberMissing],
      [{ phoneNumber: '123' }, ERROR_CODES.phoneNumberInvalid],
      [{ street: '' }, ERROR_CODES.streetMissing],
      [{ zipCode: '' }, ERROR_CODES.zipCodeMissing],
      [{ city: '' }, ERROR_CODES.cityMissing],
      [{ password: '' }, ERROR_CODES.passwordMissing],
      [{ password: 'medlem2026' }, ERROR_CODES.passwordRule],
      [{ termsAccepted: false }, FORM_CODES.termsNotAccepted],
    ];
    for (const [change, code] of broken) {
      expect(validateRegistration({ ...plainForm, ...change }, false, '+46', now)).toBe(code);
    }
  });
});

describe('the set-up form (spec §5)', () => {
  const form: SetUpForm = {
    firstName: 'Nora',
    lastName: 'Nilsson',
    email: 'nora@klubb.example',
    currentEmail: 'nora@klubb.example',
    phoneNumber: '0701234567',
    password: 'Medlem2026',
    bankCardIndex: 0,
    code: '',
  };
  const options = {
    referralCodeInputType: 'options',
    referralCodeInputFieldLength: 6,
    verifyWithSsn: true,
  } as const;
  const code = {
    referralCodeInputType: 'code',
    referralCodeInputFieldLength: 6,
    verifyWithSsn: true,
  } as const;
  const text = {
    referralCodeInputType: 'text',
    referralCodeInputFieldLength: 6,
    verifyWithSsn: true,
  } as const;
  const none = {
    referralCodeInputType: 'none',
    referralCodeInputFieldLength: 6,
    verifyWithSsn: true,
  } as const;

  // Issue 32: brand B's member chose a password when registering; set-up asked for it again.
  it('asks for a password only in ssn mode, to replace the temporary one', () => {
    const chosen = { ...code, verifyWithSsn: false };
    const withCode = {
      ...form,
      bankCardIndex: null,
      code: '100200',
      password: '',
      phoneNumber: '91234567',
    };
    expect(validateSetUp(withCode, chosen, '+47')).toBeNull();
    expect(validateSetUp(withCode, code, '+47')).toBe(ERROR_CODES.passwordMissing);
  });

  it('requires name, phone and password, and checks the e-mail only when it changes', () => {
    expect(validateSetUp(form, options, '+46')).toBeNull();
    expect(validateSetUp({ ...form, firstName: '' }, options, '+46')).toBe(
      ERROR_CODES.firstNameMissing,
    );
    expect(validateSetUp({ ...form, lastName: '' }, options, '+46')).toBe(
      ERROR_CODES.lastNameMissing,
    );
    expect(validateSetUp({ ...form, phoneNumber: '' }, options, '+46')).toBe(
      ERROR_CODES.phoneNumberMissing,
    );
    expect(validateSetUp({ ...form, email: 'NORA@klubb.example' }, options, '+46')).toBeNull();
    expect(validateSetUp({ ...form, email: 'nora@klubb' }, options, '+46')).toBe(
      ERROR_CODES.emailInvalid,
    );
    expect(validateSetUp({ ...form, password: 'kort' }, options, '+46')).toBe(
      ERROR_CODES.passwordRule,
    );
  });

  it('asks to choose a bank card when none of the options is chosen (the first message)', () => {
    expect(validateSetUp({ ...form, bankCardIndex: null }, options, '+46')).toBe(
      FORM_CODES.bankCardMissing,
    );
    for (const index of [0, 1, 2]) {
      expect(validateSetUp({ ...form, bankCardIndex: index }, options, '+46')).toBeNull();
    }
  });

  it('asks for the six digits of another card, or the referral code (the second message)', () => {
    const other = { ...form, bankCardIndex: 3 };
    expect(validateSetUp({ ...other, code: '12345' }, options, '+46')).toBe(
      FORM_CODES.referralCodeMissing,
    );
    expect(validateSetUp({ ...other, code: '123456' }, options, '+46')).toBeNull();
    expect(validateSetUp({ ...form, bankCardIndex: null, code: '' }, code, '+46')).toBe(
      FORM_CODES.referralCodeMissing,
    );
    expect(validateSetUp({ ...form, code: '10020' }, code, '+46')).toBe(
      FORM_CODES.referralCodeMissing,
    );
    expect(validateSetUp({ ...form, code: '100200' }, code, '+46')).toBeNull();
    expect(validateSetUp({ ...form, code: ' ' }, text, '+46')).toBe(FORM_CODES.referralCodeMissing);
    expect(validateSetUp({ ...form, code: 'VÄN-2026' }, text, '+46')).toBeNull();
    expect(validateSetUp({ ...form, bankCardIndex: null, code: '' }, none, '+46')).toBeNull();
  });

  it('sends the chosen card’s code, or the typed one', () => {
    expect(BANK_CARD_OPTIONS.map((card) => card.code)).toEqual(['522660', '522661', '521358', '']);
    expect(setUpReferralCode({ bankCardIndex: 2, code: '' }, 'options')).toBe('521358');
    expect(setUpReferralCode({ bankCardIndex: 3, code: '123456' }, 'options')).toBe('123456');
    expect(setUpReferralCode({ bankCardIndex: null, code: ' 100200 ' }, 'code')).toBe('100200');
    expect(setUpReferralCode({ bankCardIndex: 0, code: 'x' }, 'none')).toBe('');
  });
});
