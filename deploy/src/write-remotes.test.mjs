import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { REMOTES, findRemote } from './topology.mjs';
import { baseUrlFor, remotesDocument, repoint, writeRemotes } from './write-remotes.mjs';

describe('write-remotes', () => {
  test('lists every remote with its versioned manifest on its own origin', () => {
    const doc = remotesDocument({ env: {} });
    expect(doc.remotes.map((r) => r.name)).toEqual([
      'mf_auth',
      'mf_feeds',
      'mf_offer',
      'mf_commerce',
      'mf_more',
    ]);
    const feeds = doc.remotes.find((r) => r.name === 'mf_feeds');
    expect(feeds.manifestUrl).toBe(`http://localhost:3002/${feeds.version}/mf-manifest.json`);
    expect(feeds.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('takes the base URL from KLUBB_REMOTE_<NAME>_URL', () => {
    const env = { KLUBB_REMOTE_MF_OFFER_URL: 'https://cdn.example.com/mf-offer/' };
    expect(baseUrlFor(findRemote('mf-offer'), env)).toBe('https://cdn.example.com/mf-offer');
    const offer = remotesDocument({ env }).remotes.find((r) => r.name === 'mf_offer');
    expect(offer.manifestUrl).toBe(
      `https://cdn.example.com/mf-offer/${offer.version}/mf-manifest.json`,
    );
  });

  test('publish and rollback repoint one entry and leave the others alone', () => {
    const doc = remotesDocument({ env: {} });
    const published = repoint(doc, findRemote('mf_feeds'), '0.2.0', {});
    expect(published.remotes.find((r) => r.name === 'mf_feeds')).toEqual({
      name: 'mf_feeds',
      version: '0.2.0',
      manifestUrl: 'http://localhost:3002/0.2.0/mf-manifest.json',
    });
    expect(published.remotes.filter((r) => r.name !== 'mf_feeds')).toEqual(
      doc.remotes.filter((r) => r.name !== 'mf_feeds'),
    );
    const rolledBack = repoint(published, findRemote('mf-feeds'), '0.1.0', {});
    expect(rolledBack.remotes.find((r) => r.name === 'mf_feeds').version).toBe('0.1.0');
    expect(rolledBack.remotes).toHaveLength(REMOTES.length);
  });

  test('writes the document as JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'klubb-remotes-'));
    try {
      const file = writeRemotes(remotesDocument({ env: {} }), join(dir, 'sub', 'remotes.json'));
      expect(JSON.parse(readFileSync(file, 'utf8')).remotes).toHaveLength(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
