import { SOFT_HYPHEN, softHyphenate } from './soft-hyphens';

/** Soft hyphens shown as "-", to read the breaks. */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('softHyphenate', () => {
  it.each([
    ['kaffeabonnement', 'nb', 'kaf-fe-a-bon-ne-ment'],
    ['kaffeabonnemang', 'sv', 'kaf-fe-a-bon-ne-mang'],
    ['Medlemserbjudanden', 'sv', 'Med-lem-ser-bju-dan-den'],
    ['tidningsprenumeration', 'sv', 'tid-nings-pre-nu-me-ra-tion'],
    ['Restaurangbesöket', 'sv', 'Res-tau-rang-be-sö-ket'],
    ['Kaffebrenneriet', 'nb', 'Kaf-fe-bren-ne-riet'],
  ] as const)('breaks %s (%s) at its syllables: %s', (word, language, expected) => {
    expect(shown(softHyphenate(word, language))).toBe(expected);
  });

  it('leaves words shorter than twelve letters whole, and everything between words as it is', () => {
    expect(softHyphenate('Ett kaffeabonnemang, 20 % rabatt!', 'sv')).toBe(
      `Ett kaf${SOFT_HYPHEN}fe${SOFT_HYPHEN}a${SOFT_HYPHEN}bon${SOFT_HYPHEN}ne${SOFT_HYPHEN}mang, 20 % rabatt!`,
    );
    expect(softHyphenate('Biljetter till konserten', 'sv')).toBe('Biljetter till konserten');
  });

  it('keeps two letters at the start and three at the end of a word', () => {
    const parts = softHyphenate('abonnementsavtalene', 'nb').split(SOFT_HYPHEN);
    expect(parts[0]!.length).toBeGreaterThanOrEqual(2);
    expect(parts.at(-1)!.length).toBeGreaterThanOrEqual(3);
  });

  it('reads the same as the text it was given', () => {
    const title = 'Tidningsprenumerationserbjudande för kaffeabonnemangskunder';
    expect(softHyphenate(title, 'sv').replaceAll(SOFT_HYPHEN, '')).toBe(title);
  });

  it('leaves English as it is: the rule is Scandinavian', () => {
    expect(softHyphenate('internationalization', 'en')).toBe('internationalization');
  });
});
