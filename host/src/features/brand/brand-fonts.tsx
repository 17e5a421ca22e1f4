import { preload } from 'react-dom';

import { useRuntimeSession } from '@klubb/runtime';
import { selectBrand } from '@klubb/session';

import { brandFontFaces, fontFaceCss } from './brand-font-faces';

/**
 * The brand's own fonts (issue 32: none was ever loaded, so headings showed the stack's
 * fallback): the @font-face rules of the faces its theme names, and a preload of those every first
 * view draws, so the first paint has them. React puts both into the server's page and, on the
 * client, into the head; another brand's faces are never declared, so never fetched.
 */
export function BrandFonts() {
  const fontFamily = useRuntimeSession(selectBrand)?.theme.light.fontFamily;
  if (!fontFamily) return null;
  const faces = brandFontFaces(fontFamily);
  if (faces.length === 0) return null;
  for (const face of faces) {
    if (face.firstView) {
      preload(face.url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
    }
  }
  const name = faces.map((face) => `${face.family} ${face.weight}`).join(',');
  return (
    <style href={`klubb-brand-fonts:${name}`} precedence="default">
      {fontFaceCss(faces)}
    </style>
  );
}
