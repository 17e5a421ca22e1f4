// The monolith build target (ADR 014): the same host and the same remotes' modules, bundled
// statically into one app without Module Federation, to compare the composed app against (not a
// second product). `npm run build:monolith` in host/ → host/dist-monolith/.
const path = require('node:path');

const hostConfig = require('../webpack.config.cjs');

/** The app's modules in one step: bootstrap.ts in place of the host's src/app/bootstrap.tsx. */
class OneStepBootstrapPlugin {
  resource = path.join(__dirname, 'bootstrap.ts');

  apply(compiler) {
    const { NormalModuleReplacementPlugin } = compiler.webpack;
    new NormalModuleReplacementPlugin(/^\.\/app\/bootstrap$/, this.resource).apply(compiler);
  }
}

module.exports = (env, argv) => {
  // The host's client build: its server build (the render entry) has no monolith counterpart.
  const configs = hostConfig(env, argv);
  const config = Array.isArray(configs) ? configs.find((c) => c.target === 'web') : configs;
  return {
    ...config,
    output: {
      ...config.output,
      path: path.join(__dirname, '..', 'dist-monolith'),
      uniqueName: 'klubb_monolith',
    },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.mjs'),
      },
    },
    plugins: [
      ...config.plugins.filter(
        // No federation, and no registry contract file: the monolith is never published.
        (plugin) =>
          !['ModuleFederationPlugin', 'KlubbContractPlugin'].includes(plugin.constructor.name),
      ),
      // The app's modules in one step (bootstrap.ts says why).
      new OneStepBootstrapPlugin(),
    ],
  };
};
