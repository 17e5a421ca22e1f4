import { brandConfigSchema } from './brand';
import { parseRemotesDocument } from './remote';

const entry = (name: string) => ({
  name,
  version: '1.0.0',
  manifestUrl: `http://localhost:3001/${name}/mf-manifest.json`,
});

describe('parseRemotesDocument', () => {
  it('skips a remote this build does not know, and names it', () => {
    const { document, skipped } = parseRemotesDocument({
      remotes: [entry('mf_feeds'), entry('mf_loyalty'), entry('mf_more')],
    });
    expect(document.remotes.map((remote) => remote.name)).toEqual(['mf_feeds', 'mf_more']);
    expect(skipped).toEqual(['mf_loyalty']);
  });

  it('still refuses a document that is not one', () => {
    expect(() => parseRemotesDocument({ remotes: 'mf_feeds' })).toThrow();
    expect(() => parseRemotesDocument({ remotes: [{ name: 'mf_feeds' }] })).toThrow();
  });
});

describe('a brand’s remotes', () => {
  it('leave out a name this build does not know instead of failing the brand', () => {
    const config = brandConfigSchema.shape.remotes.parse(['mf_feeds', 'mf_loyalty']);
    expect(config).toEqual(['mf_feeds']);
  });
});
