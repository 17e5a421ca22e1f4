import { formatPrice, vatIncluded } from './format-price';

// Intl separates groups and the currency with no-break spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes Swedish kronor after the amount, grouped, without decimals when whole', () => {
    expect(plain(formatPrice(495, 'SEK', 'sv'))).toBe('495 kr');
    expect(plain(formatPrice(12_995, 'SEK', 'sv'))).toBe('12 995 kr');
  });

  it('shows two decimals when the amount has öre', () => {
    expect(plain(formatPrice(1234.5, 'SEK', 'sv'))).toBe('1 234,50 kr');
  });

  it('writes Norwegian kroner as kr in Norwegian', () => {
    expect(plain(formatPrice(350, 'NOK', 'nb'))).toBe('350 kr');
  });

  it('writes the currency code in English', () => {
    expect(plain(formatPrice(1234, 'SEK', 'en'))).toBe('SEK 1,234');
    expect(plain(formatPrice(99.9, 'NOK', 'en'))).toBe('NOK 99.90');
  });
});

describe('vatIncluded', () => {
  it('gives the VAT share of a price that includes it', () => {
    expect(vatIncluded(125, 25)).toBe(25);
    expect(vatIncluded(106, 6)).toBe(6);
    expect(vatIncluded(495, 6)).toBe(28.02);
    expect(vatIncluded(100, 0)).toBe(0);
  });
});
