import { brandFontFaces, firstFamily, fontFaceCss } from './brand-font-faces';

// The two brands' stacks as the seed names them (api/src/db/seed/brand-klubb*.ts).
const KLUBB = {
  body: "'Inter', system-ui, sans-serif",
  heading: "'Fraunces', Georgia, serif",
  image: "'Inter', system-ui, sans-serif",
  preamble: "'Fraunces', Georgia, serif",
  tag: "'Inter', system-ui, sans-serif",
};
const KLUBB_NORGE = {
  body: "'Source Sans 3', system-ui, sans-serif",
  heading: "'Montserrat', system-ui, sans-serif",
  image: "'Montserrat', system-ui, sans-serif",
  preamble: "'Source Serif 4', Georgia, serif",
  tag: "'Source Sans 3', system-ui, sans-serif",
};

const named = (faces: ReturnType<typeof brandFontFaces>) =>
  faces.map(({ family, weight, firstView }) => `${family} ${weight}${firstView ? ' *' : ''}`);

describe('the brand fonts', () => {
  it('read a stack’s first family, quoted or not', () => {
    expect(firstFamily("'Source Sans 3', system-ui, sans-serif")).toBe('Source Sans 3');
    expect(firstFamily('"Inter", sans-serif')).toBe('Inter');
    expect(firstFamily('Georgia')).toBe('Georgia');
  });

  it('are the brand’s own faces in the weights drawn, the first view’s preloaded (*)', () => {
    expect(named(brandFontFaces(KLUBB))).toEqual([
      'Inter 400 *',
      'Inter 600 *',
      'Fraunces 600 *',
      'Fraunces 400',
    ]);
    expect(named(brandFontFaces(KLUBB_NORGE))).toEqual([
      'Source Sans 3 400 *',
      'Source Sans 3 600 *',
      'Montserrat 600 *',
      'Source Serif 4 400',
    ]);
  });

  it('leave a family the house does not host to the stack’s fallback', () => {
    const system = 'system-ui, sans-serif';
    expect(
      brandFontFaces({
        body: system,
        heading: system,
        image: system,
        preamble: system,
        tag: system,
      }),
    ).toEqual([]);
  });

  it('declare each face as woff2 over the Latin range, drawn in the fallback only while it loads', () => {
    const css = fontFaceCss([
      { family: 'Source Sans 3', weight: 600, url: '/assets/s.woff2', firstView: true },
    ]);
    expect(css).toContain("font-family:'Source Sans 3'");
    expect(css).toContain('font-weight:600');
    expect(css).toContain("src:url(/assets/s.woff2) format('woff2')");
    expect(css).toContain('font-display:optional');
    // å ä ö æ ø é are Latin-1 (U+00A0-00FF), and so is the soft hyphen titles break at.
    expect(css).toContain('unicode-range:U+0020-007E, U+00A0-00FF,');
  });
});
