import type { RichTextNode } from '@klubb/contracts';

import { safeLinkUrl, sanitizeRichText } from './rich-text';

describe('safeLinkUrl', () => {
  it('keeps http, https, mailto and tel links', () => {
    expect(safeLinkUrl('https://klubb.example/kontakt')).toBe('https://klubb.example/kontakt');
    expect(safeLinkUrl('http://klubb.example')).toBe('http://klubb.example/');
    expect(safeLinkUrl('mailto:medlem@klubb.example')).toBe('mailto:medlem@klubb.example');
    expect(safeLinkUrl('tel:+46812345678')).toBe('tel:+46812345678');
    expect(safeLinkUrl('HTTPS://KLUBB.EXAMPLE/a')).toBe('https://klubb.example/a');
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
      expect(safeLinkUrl(url)).toBeNull();
    }
  });

  it('drops relative, empty and broken URLs', () => {
    expect(safeLinkUrl('/kontakt')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
    expect(safeLinkUrl(undefined)).toBeNull();
    expect(safeLinkUrl('http://')).toBeNull();
  });
});

describe('sanitizeRichText', () => {
  const raw: RichTextNode[] = [
    {
      type: 'paragraph',
      children: [
        { text: 'Kontakt: ' },
        { type: 'link', url: 'mailto:medlem@klubb.example', children: [{ text: 'e-post' }] },
        { text: ' och ' },
        {
          type: 'link',
          url: 'javascript:alert(document.cookie)',
          children: [{ text: 'klicka här', bold: true }],
        },
        { text: '.' },
      ],
    },
  ];

  it('keeps safe links and turns the others into their plain text', () => {
    expect(sanitizeRichText(raw)).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Kontakt: ' },
          { type: 'link', url: 'mailto:medlem@klubb.example', children: [{ text: 'e-post' }] },
          { text: ' och ' },
          { text: 'klicka här', bold: true },
          { text: '.' },
        ],
      },
    ]);
  });

  it('filters links nested in lists and headings too', () => {
    const nested: RichTextNode[] = [
      {
        type: 'bulleted-list',
        children: [
          {
            type: 'list-item',
            children: [{ type: 'link', url: 'data:text/html,x', children: [{ text: 'Steg' }] }],
          },
        ],
      },
    ];
    expect(sanitizeRichText(nested)).toEqual([
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Steg' }] }] },
    ]);
  });

  it('gives empty elements a text, and wraps loose text in a paragraph', () => {
    expect(sanitizeRichText([{ type: 'paragraph', children: [] }, { text: 'Lös text' }])).toEqual([
      { type: 'paragraph', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: 'Lös text' }] },
    ]);
    expect(sanitizeRichText([])).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('keeps an unsafe link with no words as an empty text', () => {
    const empty: RichTextNode[] = [
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:x', children: [] }] },
    ];
    expect(sanitizeRichText(empty)).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });
});
