import type { RichTextNode } from './content-block';
import { richTextLinkUrl, withSafeLinks } from './rich-text-links';

describe('rich text links', () => {
  it('keeps http, https, mailto and tel; refuses the rest however it is spelt', () => {
    expect(richTextLinkUrl('https://klubb.example/a')).toBe('https://klubb.example/a');
    expect(richTextLinkUrl('mailto:a@b.se')).toBe('mailto:a@b.se');
    expect(richTextLinkUrl('tel:+46701234567')).toBe('tel:+46701234567');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'java\tscript:x',
      ' javascript:x',
      'data:text/html,x',
      '/relative',
      undefined,
    ]) {
      expect(richTextLinkUrl(bad)).toBeNull();
    }
  });

  it('turns a refused link into its words, at any depth', () => {
    const nodes: RichTextNode[] = [
      {
        type: 'paragraph',
        children: [
          { text: 'a ' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'click', bold: true }] },
          { type: 'link', url: 'https://klubb.example', children: [{ text: 'ok' }] },
        ],
      },
      { type: 'heading', url: 'javascript:x', children: [{ text: 'h' }] },
    ];
    expect(withSafeLinks(nodes)).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'a ' },
          { text: 'click', bold: true },
          { type: 'link', url: 'https://klubb.example/', children: [{ text: 'ok' }] },
        ],
      },
      { type: 'heading', children: [{ text: 'h' }] },
    ]);
  });
});
