// The operator console: a plain React app, not federated. It builds with the house preset (swc,
// CSS modules, the build settings, hashed names, hidden source maps, precompression) minus the
// Module Federation plugin: nothing loads it as a remote and it loads no remote, so a container
// and a manifest would only be weight. The preset is left untouched (every remote builds with it).
const { createAppConfig } = require('@klubb/mf-config');

const preset = createAppConfig({
  dir: __dirname,
  name: 'console',
  port: 3006,
  title: 'Klubb console',
});

module.exports = (env, argv) => {
  const config = preset(env, argv);
  return {
    ...config,
    plugins: config.plugins.filter(
      (plugin) => plugin.constructor.name !== 'ModuleFederationPlugin',
    ),
  };
};
