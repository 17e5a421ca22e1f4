import type { RichTextNode } from '@klubb/contracts';

import { sanitizeRichText } from './rich-text';

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
