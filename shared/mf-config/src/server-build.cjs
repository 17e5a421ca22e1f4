// The server build of an app (ADR 014 decision 1): the same code as the client build, for Node,
// emitted beside it into the version folder's `server/`. A remote's is a container
// (`server/remoteEntry.js`, CommonJS) with the same exposes and shared singletons, which the
// render service loads at run time over HTTP; the host's is the render entry (`dist-server/`),
// which provides the shared singletons and renders the tree its client hydrates. One file each
// (no chunks to fetch at run time), not minified (stack traces in the service's log).
const path = require('node:path');

const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');

/** The rules of the client build, with style-loader replaced by the server's collector. */
function serverRules(clientRules, container) {
  const styleLoader = require.resolve('style-loader');
  const collector = {
    loader: require.resolve('./server-style-loader.cjs'),
    options: { container },
  };
  return clientRules.map((rule) =>
    Array.isArray(rule.use)
      ? { ...rule, use: rule.use.map((use) => (use === styleLoader ? collector : use)) }
      : rule.type === 'asset/resource'
        ? { ...rule, generator: { emit: false } }
        : rule,
  );
}

/**
 * The server config beside `client` (the client build's webpack config). A remote: its exposes
 * as a CommonJS container. The host (`entry` set): the render entry as a CommonJS library that
 * provides every shared singleton eagerly (Node has no reason to wait for an async boundary).
 */
function createServerConfig({ client, name, exposes, shared, entry, plugins = [] }) {
  const isRemote = Boolean(exposes);
  return {
    ...client,
    name: 'server',
    // Built after the client, whose `clean` would otherwise remove this folder.
    dependencies: ['client'],
    entry: isRemote ? {} : { render: entry },
    target: 'async-node',
    devtool: false,
    output: {
      // A remote's is served from its version folder (the render service fetches it); the
      // host's render entry is read from disk by the service and served to no one.
      path: isRemote
        ? path.join(client.output.path, 'server')
        : path.join(client.output.path, '..', 'dist-server'),
      // The host's page is served at every path: an asset it names (a brand font) by the
      // client's absolute URL and file name, as the client build emits it.
      publicPath: isRemote ? '' : client.output.publicPath,
      assetModuleFilename: client.output.assetModuleFilename,
      // .cjs: the apps' package.json say "type": "module".
      filename: isRemote ? '[name].js' : '[name].cjs',
      chunkFilename: isRemote ? '[name].js' : '[name].cjs',
      uniqueName: `${name}_server`,
      library: isRemote ? undefined : { type: 'commonjs2' },
      clean: true,
    },
    module: { rules: serverRules(client.module.rules, name) },
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named' },
    plugins: [
      ...client.plugins.filter((plugin) => plugin instanceof webpack.DefinePlugin),
      new webpack.DefinePlugin({ __KLUBB_SERVER__: 'true' }),
      new ModuleFederationPlugin({
        name: isRemote ? name : `${name}_server`,
        ...(isRemote
          ? { filename: 'remoteEntry.js', library: { type: 'commonjs-module' }, exposes }
          : {}),
        remotes: {},
        shared: isRemote
          ? shared
          : Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, { ...v, eager: true }])),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
    devServer: undefined,
  };
}

module.exports = { createServerConfig };
