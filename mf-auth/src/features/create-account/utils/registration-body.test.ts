import { EMPTY_REGISTRATION, registrationBody } from './registration-body';

describe('the registration payload (spec §3)', () => {
  it('is e-mail and personal number in ssn mode', () => {
    const form = { ...EMPTY_REGISTRATION, email: ' ny@klubb.example ', ssn: '19811218-9876' };
    expect(registrationBody(form, true, 'klubb', '+46')).toEqual({
      email: 'ny@klubb.example',
      ssn: '198112189876',
      brandId: 'klubb',
    });
  });

  it('splits the name and puts the phone in international form otherwise', () => {
    const form = {
      ...EMPTY_REGISTRATION,
      email: 'ny@klubbnorge.example',
      fullName: 'Kari Anne Nordmann',
      phoneNumber: '912 34 567',
      careOf: ' ',
      street: 'Storgata 1 ',
      zipCode: '0155',
      city: 'Oslo',
      password: 'Medlem2026',
    };
    expect(registrationBody(form, false, 'klubb-norge', '+47')).toEqual({
      email: 'ny@klubbnorge.example',
      firstName: 'Kari Anne',
      lastName: 'Nordmann',
      phoneNumber: '+4791234567',
      careOf: '',
      street: 'Storgata 1',
      zipCode: '0155',
      city: 'Oslo',
      password: 'Medlem2026',
      brandId: 'klubb-norge',
    });
  });
});
