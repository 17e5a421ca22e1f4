// The one webpack + Module Federation preset every app builds with.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');

const { buildSettings } = require('./build-settings.cjs');
const { KlubbContractPlugin } = require('./contract.cjs');
const {
  BUNDLER_RUNTIME_PROVIDER,
  ExternalBundlerRuntimePlugin,
  StandaloneRuntimePlugin,
  federationExperiments,
  providedRuntimeAlias,
} = require('./federation-runtime.cjs');
const { FirstPaintPlugin } = require('./first-paint.cjs');
const { createServerConfig } = require('./server-build.cjs');
const { createShared, routerAlias } = require('./shared.cjs');

const swcOptions = (isDev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
    target: 'es2022',
  },
});

function rules(isDev) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: swcOptions(isDev) },
    },
    {
      test: /\.module\.css$/,
      use: [
        require.resolve('style-loader'),
        {
          loader: require.resolve('css-loader'),
          options: {
            // css-loader follows the devtool: with hidden-source-map it put each stylesheet's map
            // into the JavaScript, and style-loader wrote it into the page as a base64
            // sourceMappingURL (108 maps, ~139 KB of every client build, encoded at each boot).
            sourceMap: isDev,
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: isDev ? '[name]__[local]' : '[hash:base64:6]',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [
        require.resolve('style-loader'),
        { loader: require.resolve('css-loader'), options: { sourceMap: isDev } },
      ],
    },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

function compressionPlugins() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test,
      threshold: 1024,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test,
      threshold: 1024,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * Merges chunks that hold the same modules after splitChunks has run. Module Federation gives a
 * shared module two async chunks: the one its share-scope factory loads (provide) and its
 * consume fallback. webpack's own merge runs before splitChunks, when the two still differ by the
 * dependencies splitChunks then moves out, so they were emitted twice: same modules, two names
 * (e.g. `358.437123effd.js` and `977.437123effd.js`), each registering both chunk ids. The page
 * then preloaded one and ran the other (issue 16).
 */
function lateDuplicateChunkMerge() {
  const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');
  return new webpack.optimize.MergeDuplicateChunksPlugin({ stage: STAGE_ADVANCED + 1 });
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The version a remote builds as: its package.json's, or KLUBB_REMOTE_VERSION's for a second
 * version of the same source (scripts/lib/build.mjs builds mf-feeds 0.2.0 that way, so the
 * registry's canary and rollback have two versions to choose from after `npm start`). Never the
 * host's: it has one dist/.
 */
function remoteVersion(pkg, isRemote, env = process.env) {
  const override = env.KLUBB_REMOTE_VERSION;
  if (!isRemote || !override) return pkg.version;
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(override)) {
    throw new Error(`KLUBB_REMOTE_VERSION=${override} is not a semantic version`);
  }
  return override;
}

/** The dev server's port setting: `port` when free, else the next free one above it. */
function devServerPort(port, env = process.env) {
  env.WEBPACK_DEV_SERVER_BASE_PORT ??= String(port);
  return 'auto';
}

/**
 * Builds the webpack config of one app.
 * @param {object} options
 * @param {string} options.dir the app's folder (`__dirname` of its webpack.config.cjs)
 * @param {string} options.name the federation container name (`host`, `mf_feeds`, …)
 * @param {number} options.port the dev-server port
 * @param {Record<string,string>} [options.exposes] what a remote exposes (only `./module`)
 * @param {string[]} [options.runtimePlugins] runtime plugin files (the host's failure isolation)
 * @param {Record<string,string>} [options.define] compile-time constants
 * @param {string} [options.title] the page title of the app's own index.html
 * @param {string} [options.routes] a remote's routes data (`./src/exposes/routes.json`), read by
 *   its ./module and published in its klubb-contract.json
 * @param {boolean|string} [options.server] a production server build beside the client's (ADR 014):
 *   `true` for a remote (its exposes, into `dist/<version>/server/`), the render entry's path for
 *   the host (into `dist-server/`, served by no one). Without one, the app's pages are rendered on the client only.
 */
function createAppConfig(options) {
  const { dir, name, port, exposes, runtimePlugins = [], define = {}, title = 'Klubb' } = options;
  if (exposes && !options.routes) throw new Error(`${name}: a remote names its routes data`);
  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    const pkg = readJson(path.join(dir, 'package.json'));
    const settings = buildSettings();
    const isRemote = Boolean(exposes);
    const version = remoteVersion(pkg, isRemote);
    const shared = createShared(dir, { remote: isRemote });
    // Remotes build into an immutable folder per version; the host into dist/.
    const outDir = isRemote ? path.join(dir, 'dist', version) : path.join(dir, 'dist');
    const client = {
      name: 'client',
      mode: isDev ? 'development' : 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production source maps are for error reports, not for visitors: no sourceMappingURL in the
      // code, and the maps go to <app>/sourcemaps/ beside dist/, which no server serves (issue 14).
      devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      target: 'web',
      output: {
        path: outDir,
        // Remotes find their chunks relative to their entry; the host's page is served at every
        // path (deep links), so its scripts must be absolute.
        publicPath: isRemote ? 'auto' : '/',
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        sourceMapFilename: isRemote
          ? `../../sourcemaps/${version}/[file].map`
          : '../sourcemaps/[file].map',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'],
        alias: isRemote ? {} : { ...providedRuntimeAlias(), ...routerAlias(dir) },
      },
      module: { rules: rules(isDev) },
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
          __KLUBB_APP_VERSION__: JSON.stringify(version),
          __KLUBB_API_URL__: JSON.stringify(settings.KLUBB_API_URL),
          __KLUBB_DEV_APP_URL__: JSON.stringify(settings.KLUBB_APP_URL),
          __KLUBB_IDENTITY_API_KEY__: JSON.stringify(settings.KLUBB_IDENTITY_API_KEY),
          __KLUBB_CONTAINER_SERVICE_URL__: JSON.stringify(settings.KLUBB_CONTAINER_SERVICE_URL),
          __KLUBB_SESSION_SYNC_URL__: JSON.stringify(settings.KLUBB_SESSION_SYNC_URL),
          ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          // The host publishes its bundler runtime for the remotes (ADR 014, decision 4).
          runtimePlugins: isRemote ? runtimePlugins : [...runtimePlugins, BUNDLER_RUNTIME_PROVIDER],
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // One federation runtime on the page: the host provides it, remotes read it (ADR 014).
          experiments: federationExperiments(isRemote),
        }),
        new HtmlWebpackPlugin({
          // The host has its own page; a remote's standalone page uses the preset's.
          template: fs.existsSync(path.join(dir, 'src', 'index.html'))
            ? path.join(dir, 'src', 'index.html')
            : path.join(__dirname, 'standalone.html'),
          title,
          scriptLoading: 'defer',
          inject: 'head',
        }),
        // A shared module's provided chunk and its fallback chunk, one file (mergeDuplicateChunks).
        ...(isDev ? [] : [lateDuplicateChunkMerge()]),
        // A remote's standalone page has no host to provide the runtime: it loads its own first.
        ...(isRemote ? [new StandaloneRuntimePlugin({ isDev })] : []),
        // …and the page's bundler runtime, the host's, in place of its own copy.
        ...(isRemote ? [new ExternalBundlerRuntimePlugin()] : []),
        // A server-rendered page (the host's) paints its picture before the app's code runs.
        ...(isRemote || isDev || !options.server ? [] : [new FirstPaintPlugin()]),
        ...(isDev ? [] : compressionPlugins()),
        // The registry's contract files, from what this production build emitted (contract.cjs).
        ...(isDev
          ? []
          : [
              new KlubbContractPlugin({
                outDir,
                shared,
                providesRuntime: !isRemote,
                routesData: isRemote ? readJson(path.resolve(dir, options.routes)) : null,
              }),
            ]),
      ],
      devServer: {
        host: 'localhost',
        // The app's own port, or the next free one when it is taken (the whole stack running
        // beside a remote team's dev server): webpack-dev-server's 'auto' counts up from
        // WEBPACK_DEV_SERVER_BASE_PORT and prints the address it took. `--port N` overrides it.
        port: devServerPort(port),
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
      },
    };
    if (isDev || !options.server) return client;
    const server = createServerConfig({
      client,
      name,
      exposes,
      shared,
      entry: isRemote ? undefined : options.server,
    });
    return [client, server];
  };
}

module.exports = { createAppConfig, createShared, remoteVersion };
