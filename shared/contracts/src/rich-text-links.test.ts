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

describe('richTextLinkUrl (what mf-offer renders as a link)', () => {
  it('keeps http, https, mailto and tel links', () => {
    expect(richTextLinkUrl('https://klubb.example/kontakt')).toBe('https://klubb.example/kontakt');
    expect(richTextLinkUrl('http://klubb.example')).toBe('http://klubb.example/');
    expect(richTextLinkUrl('mailto:medlem@klubb.example')).toBe('mailto:medlem@klubb.example');
    expect(richTextLinkUrl('tel:+46812345678')).toBe('tel:+46812345678');
    expect(richTextLinkUrl('HTTPS://KLUBB.EXAMPLE/a')).toBe('https://klubb.example/a');
  });

  it('drops every other scheme, however it is written', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://klubb.example',
      'sms:+4670',
    ]) {
      expect(richTextLinkUrl(url)).toBeNull();
    }
  });

  it('drops relative, empty and broken URLs', () => {
    expect(richTextLinkUrl('/kontakt')).toBeNull();
    expect(richTextLinkUrl('')).toBeNull();
    expect(richTextLinkUrl(undefined)).toBeNull();
    expect(richTextLinkUrl('http://')).toBeNull();
  });
});
