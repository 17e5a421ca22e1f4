/**
 * @jest-environment node
 */
// The monolith build target stays buildable: its config is the host's client build without
// federation (it broke unnoticed once the host's config became a client and a server build).
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const monolithConfig = require('./webpack.config.cjs') as (
  env: object,
  argv: { mode: string },
) => {
  target: string;
  output: { path: string; uniqueName: string };
  resolve: { alias: Record<string, string> };
  plugins: Array<{ constructor: { name: string }; resource?: unknown }>;
};

describe('the monolith build config', () => {
  it('is the host’s client build into dist-monolith, without federation', () => {
    const config = monolithConfig({}, { mode: 'production' });
    expect(config.target).toBe('web');
    expect(config.output.path).toBe(path.join(__dirname, '..', 'dist-monolith'));
    expect(config.resolve.alias['@module-federation/enhanced/runtime$']).toBe(
      path.join(__dirname, 'federation-runtime.mjs'),
    );
    const plugins = config.plugins.map((plugin) => plugin.constructor.name);
    expect(plugins).not.toContain('ModuleFederationPlugin');
    expect(plugins).toContain('HtmlWebpackPlugin');
  });

  it('boots the app in one step, not in the composed host’s steps', () => {
    const config = monolithConfig({}, { mode: 'production' });
    const replacement = config.plugins.find(
      (plugin) => plugin.constructor.name === 'OneStepBootstrapPlugin',
    );
    expect(replacement?.resource).toBe(path.join(__dirname, 'bootstrap.ts'));
  });
});
