import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ContentBlock } from '@klubb/contracts';

import { setUpI18n } from '../../../test/render';

import { ContentBlocks } from './content-blocks';

beforeAll(setUpI18n);

const richText: ContentBlock = {
  type: 'richText',
  rawState: [
    { type: 'heading-two', children: [{ text: 'Så fungerar det' }] },
    {
      type: 'bulleted-list',
      children: [
        { type: 'list-item', children: [{ text: 'Öppna erbjudandet' }] },
        { type: 'list-item', children: [{ text: 'Njut!', italic: true }] },
      ],
    },
    {
      type: 'paragraph',
      children: [
        { text: 'Kontakt: ' },
        { type: 'link', url: 'mailto:medlem@klubb.example', children: [{ text: 'e-post' }] },
        { text: ', ' },
        { type: 'link', url: 'tel:+46812345678', children: [{ text: '08-123 456 78' }] },
        { text: ', ' },
        {
          type: 'link',
          url: 'https://klubb.example/kontakt',
          children: [{ text: 'Läs mer', bold: true }],
        },
        { text: ' och ' },
        {
          type: 'link',
          url: 'javascript:alert(document.cookie)',
          children: [{ text: 'klicka här' }],
        },
        { text: '.' },
      ],
    },
  ],
};

describe('ContentBlocks', () => {
  it('renders rich text read-only with headings, lists, marks and safe links', () => {
    render(<ContentBlocks blocks={[richText]} native={false} />);
    // In the first render: no editor chunk to wait for.
    const content = screen.getByRole('region', { name: 'Innehåll' });
    expect(
      within(content).getByRole('heading', { level: 2, name: 'Så fungerar det' }),
    ).toBeVisible();
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Öppna erbjudandet', 'Njut!']);
    expect(within(content).getByText('Njut!').closest('em')).not.toBeNull();
    expect(within(content).queryByRole('textbox')).toBeNull();
    expect(within(content).getByRole('link', { name: 'e-post' })).toHaveAttribute(
      'href',
      'mailto:medlem@klubb.example',
    );
    expect(within(content).getByRole('link', { name: '08-123 456 78' })).toHaveAttribute(
      'href',
      'tel:+46812345678',
    );
    const web = within(content).getByRole('link', { name: 'Läs mer' });
    expect(web).toHaveAttribute('href', 'https://klubb.example/kontakt');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(web).getByText('Läs mer').closest('strong')).not.toBeNull();
  });

  it('renders quotes and numbered lists, and no editable or Slate markup', () => {
    const { container } = render(
      <ContentBlocks
        blocks={[
          {
            type: 'richText',
            rawState: [
              { type: 'block-quote', children: [{ text: 'Bästa kvällen', underline: true }] },
              {
                type: 'numbered-list',
                children: [
                  { type: 'list-item', children: [{ text: 'Ett' }] },
                  { type: 'list-item', children: [{ text: 'Två' }] },
                ],
              },
              { text: 'Lös text' },
            ],
          },
        ]}
        native={false}
      />,
    );
    expect(screen.getByText('Bästa kvällen').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Bästa kvällen').closest('u')).not.toBeNull();
    expect(container.querySelector('ol')?.textContent).toBe('EttTvå');
    expect(screen.getByText('Lös text').closest('p')).not.toBeNull();
    expect(container.querySelector('[contenteditable], [data-slate-node]')).toBeNull();
  });

  it('drops links whose scheme hides behind tabs or case, keeping their words', () => {
    const { container } = render(
      <ContentBlocks
        blocks={[
          {
            type: 'richText',
            rawState: [
              {
                type: 'paragraph',
                children: [
                  { type: 'link', url: 'java\tscript:alert(1)', children: [{ text: 'ett' }] },
                  { type: 'link', url: 'JavaScript:alert(2)', children: [{ text: 'två' }] },
                  { type: 'link', url: 'data:text/html,x', children: [{ text: 'tre' }] },
                ],
              },
            ],
          },
        ]}
        native={false}
      />,
    );
    expect(screen.getByText('ett')).toBeInTheDocument();
    expect(screen.getByText('tre')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders a javascript: link as plain text, with nothing to click', async () => {
    const { container } = render(<ContentBlocks blocks={[richText]} native={false} />);
    expect(await screen.findByText('klicka här')).toBeInTheDocument();
    expect(screen.getByText('klicka här').closest('a')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('opens web links in the same window inside the native container', async () => {
    render(<ContentBlocks blocks={[richText]} native />);
    expect(await screen.findByRole('link', { name: 'Läs mer' })).not.toHaveAttribute('target');
  });

  it('loads no player until the member presses play', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ContentBlocks
        blocks={[
          { type: 'youTube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' },
          {
            type: 'spotify',
            src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
          },
        ]}
        native={false}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(
      screen.getByText('Innehållet hämtas från YouTube först när du trycker på spela.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spela upp videon från YouTube' }));
    const video = screen.getByTitle('Video från YouTube');
    expect(video).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(container.querySelectorAll('iframe')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Spela upp från Spotify' }));
    expect(screen.getByTitle('Spotify-spelare')).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    );
  });

  it('shows image blocks with their text, and skips a player from another host', () => {
    render(
      <ContentBlocks
        blocks={[
          {
            type: 'image',
            imageSrc: 'http://localhost:4000/media/puff-02-800.jpg',
            imageText: 'Publiken vid scenen',
          },
          { type: 'youTube', src: 'https://evil.example/embed/x' },
        ]}
        native={false}
      />,
    );
    expect(screen.getByRole('img', { name: 'Publiken vid scenen' })).toHaveAttribute(
      'src',
      'http://localhost:4000/media/puff-02-800.jpg',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sets an image block’s size when the editor knows it, so the text below never shifts', () => {
    const src = 'http://localhost:4000/media/puff-02-800.jpg';
    const { rerender } = render(
      <ContentBlocks
        blocks={[
          { type: 'image', imageSrc: src, imageText: 'Scen', imageWidth: 800, imageHeight: 533 },
        ]}
        native={false}
      />,
    );
    const image = screen.getByRole('img', { name: 'Scen' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '533');
    rerender(
      <ContentBlocks
        blocks={[{ type: 'image', imageSrc: src, imageText: 'Scen' }]}
        native={false}
      />,
    );
    expect(screen.getByRole('img', { name: 'Scen' })).not.toHaveAttribute('width');
  });
});
