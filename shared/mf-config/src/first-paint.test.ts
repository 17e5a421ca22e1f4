/**
 * @jest-environment node
 */
// The host's page paints its server-rendered picture before the app's code runs (issue 16).
import { join, resolve } from 'node:path';

import { FirstPaintPlugin, firstPaintGateSource, gatedScripts } from './first-paint.cjs';

const ROOT = resolve(__dirname, '../../..');

interface PluginLike {
  constructor: { name: string };
}
type AppConfig = (
  env: unknown,
  argv: { mode: string },
) => { plugins: PluginLike[] } | Array<{ plugins: PluginLike[] }>;
const pluginsOf = (dir: string, mode = 'production') => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = (require(join(ROOT, dir, 'webpack.config.cjs')) as AppConfig)({}, { mode });
  return (Array.isArray(config) ? config[0] : config)?.plugins ?? [];
};

describe('the first paint plugin', () => {
  it('turns the page’s scripts into low-priority preloads the gate starts', () => {
    const tags = gatedScripts(
      [
        { tagName: 'script', voidTag: false, attributes: { defer: true, src: '/main.1.js' } },
        { tagName: 'script', voidTag: false, attributes: { id: 'inline' } },
      ],
      '/first-paint.abc.js',
    );
    expect(tags.map((tag) => [tag.tagName, tag.attributes])).toEqual([
      [
        'script',
        {
          defer: true,
          src: '/first-paint.abc.js',
          'data-scripts': '/main.1.js',
          'data-wait-ms': '3000',
        },
      ],
      ['link', { rel: 'preload', as: 'script', href: '/main.1.js', fetchpriority: 'low' }],
      ['script', { id: 'inline' }],
    ]);
  });

  it('is on the host’s production page only (the one with a server render)', () => {
    const gated = (dir: string, mode?: string) =>
      pluginsOf(dir, mode).some((plugin) => plugin instanceof FirstPaintPlugin);
    expect(gated('host')).toBe(true);
    expect(gated('host', 'development')).toBe(false);
    expect(gated('mf-feeds')).toBe(false);
    expect(gated('console')).toBe(false);
  });

  it('ships the gate minified, a script that compiles', () => {
    const source = firstPaintGateSource();
    // One small request in front of the app: about 1 KB, minified.
    expect(source.length).toBeLessThan(1280);

    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('data-scripts');
    expect(source).toContain('data-preloads');
  });
});
