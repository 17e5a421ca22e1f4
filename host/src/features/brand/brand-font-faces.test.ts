import { brandFontFaces, firstFamily, fontFaceCss, withFontFallbacks } from './brand-font-faces';
import { FONT_FALLBACKS } from './fonts/font-files';

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

  it('declare each face as woff2 over the Latin range, swapped in for its fallback when it loads', () => {
    const css = fontFaceCss([
      { family: 'Source Sans 3', weight: 600, url: '/assets/s.woff2', firstView: true },
    ]);
    expect(css).toContain("font-family:'Source Sans 3'");
    expect(css).toContain('font-weight:600');
    expect(css).toContain("src:url(/assets/s.woff2) format('woff2')");
    expect(css).toContain('font-display:swap');
    // å ä ö æ ø é are Latin-1 (U+00A0-00FF), and so is the soft hyphen titles break at.
    expect(css).toContain('unicode-range:U+0020-007E, U+00A0-00FF,');
  });

  it('declare each face’s local fallback, sized to the face’s metrics', () => {
    const css = fontFaceCss([
      { family: 'Fraunces', weight: 600, url: '/assets/f.woff2', firstView: true },
    ]);
    const fallback = FONT_FALLBACKS['Fraunces']?.[600];
    expect(fallback?.local).toContain('Times New Roman Bold');
    expect(css).toContain(
      "@font-face{font-family:'Fraunces Fallback';font-style:normal;font-weight:600;" +
        "src:local('Times New Roman Bold'),local('TimesNewRomanPS-BoldMT'),",
    );
    expect(css).toContain(`size-adjust:${fallback?.sizeAdjust}`);
    expect(css).toContain(`ascent-override:${fallback?.ascentOverride}`);
    expect(css).toContain(`descent-override:${fallback?.descentOverride}`);
    expect(css).toContain(`line-gap-override:${fallback?.lineGapOverride}`);
  });

  it('have every hosted face’s fallback, with numbers read from the files', () => {
    for (const [family, weights] of Object.entries(FONT_FALLBACKS)) {
      for (const [weight, fallback] of Object.entries(weights)) {
        const size = Number.parseFloat(fallback.sizeAdjust);
        // A sans face next to Arial, a serif next to Times: within a fifth of each other's width.
        expect([family, weight, size > 80 && size < 125]).toEqual([family, weight, true]);
        expect(Number.parseFloat(fallback.ascentOverride)).toBeGreaterThan(70);
      }
    }
  });

  it('put each hosted family’s fallback right after it in the theme’s stacks', () => {
    expect(withFontFallbacks({ fontFamily: KLUBB_NORGE, radius: 4 })).toEqual({
      radius: 4,
      fontFamily: {
        body: "'Source Sans 3', 'Source Sans 3 Fallback', system-ui, sans-serif",
        heading: "'Montserrat', 'Montserrat Fallback', system-ui, sans-serif",
        image: "'Montserrat', 'Montserrat Fallback', system-ui, sans-serif",
        preamble: "'Source Serif 4', 'Source Serif 4 Fallback', Georgia, serif",
        tag: "'Source Sans 3', 'Source Sans 3 Fallback', system-ui, sans-serif",
      },
    });
    // A family the house does not host keeps its stack; a lone hosted family gets its fallback.
    const stacks = { ...KLUBB, body: 'Georgia, serif', heading: 'Fraunces' };
    const { fontFamily } = withFontFallbacks({ fontFamily: stacks });
    expect(fontFamily.body).toBe('Georgia, serif');
    expect(fontFamily.heading).toBe("'Fraunces', 'Fraunces Fallback'");
  });
});
