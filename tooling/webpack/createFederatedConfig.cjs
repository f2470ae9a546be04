/**
 * One webpack configuration for the host and every remote, so the five builds share loaders,
 * singletons and federation settings while each still builds on its own into its own dist.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { CompileHintPlugin } = require('./compileHintPlugin.cjs');
const { earlyCallsScript } = require('./earlyCallsScript.cjs');
const { IntlWarmUpPlugin } = require('./intlWarmUpPlugin.cjs');
const { productionBuildAliases } = require('./productionBuilds.cjs');
const { sharedSingletons, sharedExportsAliases } = require('./sharedSingletons.cjs');

// The host's own chunks (its start-up code is all in main.js; these are the sign-in pages, the
// dialogs, axios and zod) keep webpack's 120 s: on a slow phone link a chunk takes long, and the
// shell has no fallback for its own code. A remote's chunks get a bound too, but its fallback
// shows sooner: the host fails a remote's load once the page stalls (host/src/federation/stallWatch).
const REMOTE_CHUNK_LOAD_TIMEOUT_MS = 30_000;

// enhanced injects this runtime plugin by its CommonJS file, which would pull a second, CommonJS
// copy of the federation runtime into the host; its ES module file shares the host's copy.
const injectRuntimePluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
});
const injectRuntimePluginEsm = injectRuntimePluginCjs.replace(/\.cjs$/, '.js');

// What a remote's production entry takes from the host instead of carrying its own copy, as it
// takes the runtime itself from _FEDERATION_RUNTIME_CORE (externalRuntime); the host puts both on
// globals before registering the remotes (host/src/federation/bundlerRuntime.ts):
// - the functions of the federation's webpack glue (each takes the calling container's webpack
//   require), on _FEDERATION_BUNDLER_RUNTIME. Its own federation instance stays in the entry;
// - the error codes its own federation instance asserts with (the runtime's whole table of
//   messages), on _FEDERATION_ERROR_CODES.
const BUNDLER_RUNTIME_DIR = /[\\/]webpack-bundler-runtime[\\/]dist$/;
const BUNDLER_RUNTIME_FUNCTION = /^\.\/(remotes|consumes|initializeSharing|installInitialConsumes|initContainerEntry|init|getSharedFallbackGetter|attachShareScopeMap)\.js$/;
const RUNTIME_DIR = /[\\/]@module-federation[\\/]runtime[\\/]dist$/;
const fromHost = ({ context, request }, callback) => {
  if (BUNDLER_RUNTIME_DIR.test(context ?? '') && BUNDLER_RUNTIME_FUNCTION.test(request ?? '')) {
    return callback(null, 'global _FEDERATION_BUNDLER_RUNTIME');
  }
  if (RUNTIME_DIR.test(context ?? '') && request === '@module-federation/error-codes') {
    return callback(null, 'global _FEDERATION_ERROR_CODES');
  }
  return callback();
};

const LOCALES_DIR = path.join(__dirname, '..', '..', 'shared', 'locales');

// The contract defines every call's schemas with zod at module load; in the browser the first render
// needs none of them, so bare `zod` records them and the real zod (`zod/v4`) comes with the page
// that validates (shared/src/validation/onDemand, docs/decisions.md).
const RECORDED_ZOD = path.join(__dirname, '..', '..', 'shared', 'src', 'validation', 'onDemand', 'recordedZod.ts');

// The contract and the validation rules are bundled by each part (sharedSingletons.cjs): their
// module-level code is declarations only, marked pure so a part keeps the ones it uses, and a
// production build keeps of each call what the client reads (browserCallsLoader.cjs).
const PURE_DECLARATIONS = /[\\/]shared[\\/]src[\\/](contract|validation)[\\/][^\\/]+\.ts$/;
const CONTRACT_FILE = /[\\/]shared[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;

/** bootFailure.js with the "boot" texts of every locale, ready to be inlined in index.html. */
function bootFailureScript() {
  const texts = {};
  for (const file of fs.readdirSync(LOCALES_DIR).filter((name) => name.endsWith('.json'))) {
    texts[path.basename(file, '.json')] = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')).boot;
  }
  const code = fs.readFileSync(path.join(__dirname, 'bootFailure.js'), 'utf8');
  const textsJson = JSON.stringify(texts).replace(/</g, '\\u003c');
  return code.replace('})(BOOT_TEXTS);', () => `})(${textsJson});`);
}

function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/** The one list of the host and the remotes: container names and dev ports come from it. */
const MANIFEST = require('../../shared/remotes.manifest.json');

/** The manifest's entry of the package in `dir`. */
function manifestEntry(dir) {
  const pkg = path.basename(dir);
  const entry = MANIFEST.host.package === pkg ? MANIFEST.host : MANIFEST.remotes.find((remote) => remote.package === pkg);
  if (!entry) throw new Error(`${pkg} is not in shared/remotes.manifest.json`);
  return entry;
}

/**
 * @param {object} options
 * @param {string} options.dir            the package folder, listed in shared/remotes.manifest.json
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  for remotes
 */
function createFederatedConfig(options) {
  const entry = manifestEntry(options.dir);
  const part = { ...options, name: entry.container, devPort: entry.devPort };
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const isHost = part.kind === 'host';
    const hashed = isDev ? '[name]' : '[name].[contenthash:8]';
    // A remote needs its own page only when it runs alone in development.
    const htmlEntry = isHost ? './src/index.ts' : isDev ? './src/standalone/index.ts' : undefined;
    const intlWarmUp = htmlEntry ? new IntlWarmUpPlugin() : undefined;

    return {
      mode,
      // The code is compiled to ES2022 (tsconfig.base.json), so webpack's own runtime may use
      // modern syntax too: shorter entries and chunks.
      target: ['web', 'es2022'],
      context: part.dir,
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      entry: htmlEntry ? { main: htmlEntry } : {},
      output: {
        path: path.join(part.dir, 'dist'),
        // The host serves deep links (/detail/1), so its assets need an absolute path; a remote
        // learns its own location from its manifest so it can be moved by changing one URL.
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime asks for the entry's file name (only to learn its folder) before
        // content hashes exist; answer with the plain name then, the hashed one when emitting.
        filename: isDev ? '[name].js' : entryFilename,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        crossOriginLoading: 'anonymous',
        ...(isHost ? {} : { chunkLoadTimeout: REMOTE_CHUNK_LOAD_TIMEOUT_MS }),
        uniqueName: part.name,
        clean: true,
      },
      externals: isHost || isDev ? [] : [fromHost],
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...sharedExportsAliases(part.dir),
          ...(isDev ? {} : productionBuildAliases(part.dir)),
          zod$: RECORDED_ZOD,
          ...(isHost ? { [injectRuntimePluginCjs]: injectRuntimePluginEsm } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: require.resolve('ts-loader'),
            options: {
              configFile: path.join(part.dir, 'tsconfig.json'),
              onlyCompileBundledFiles: true,
              // Types are checked by `typecheck` (tsc --noEmit); builds only transpile.
              transpileOnly: true,
            },
          },
          { test: PURE_DECLARATIONS, loader: path.join(__dirname, 'pureDeclarationsLoader.cjs') },
          // The development build keeps the whole calls: it checks money answers against them.
          ...(isDev ? [] : [{ test: CONTRACT_FILE, loader: path.join(__dirname, 'browserCallsLoader.cjs') }]),
          {
            test: /\.css$/,
            use: [
              isDev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    localIdentName: isDev ? `${part.name}__[local]__[hash:base64:5]` : '[hash:base64:8]',
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
          {
            test: /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/,
            loader: path.join(__dirname, 'zodJsonSchemaStub.cjs'),
          },
          { test: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, loader: path.join(__dirname, 'axiosFetchAdapterStub.cjs') },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: part.name,
          // The entry cannot carry a content hash (the runtime module names it); it is served
          // no-cache, and everything it loads is hashed and immutable.
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: part.exposes,
          // Remotes are registered at run time from /remotes.json; none is compiled in.
          remotes: {},
          shared: sharedSingletons(part.dir, { hostProvided: !isHost && !isDev, eager: isHost && !isDev }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            asyncStartup: true,
            // A remote loads no remote of its own: its entry needs none of the runtime's remote loading.
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
            // One federation runtime per page: the host provides it, the remotes' entries use it
            // (a remote running alone in development still carries its own).
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
          },
        }),
        ...(htmlEntry
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'TopUp',
                favicon: path.join(__dirname, 'favicon.svg'),
                scriptLoading: 'defer',
                // Absolute, so deep links (/detail/1) find the page's script; only the page's own
                // entry, not a remote's container entry.
                publicPath: '/',
                chunks: ['main'],
                templateParameters: {
                  bootFailureScript: bootFailureScript(),
                  intlWarmUpScript: intlWarmUp.startScript,
                  earlyCallsScript: earlyCallsScript(),
                },
              }),
              intlWarmUp,
            ]
          : []),
        ...(isDev ? [] : [new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` })]),
        // The shell's start-up chunk: nearly all of it runs before the first render.
        ...(isHost && !isDev ? [new CompileHintPlugin(['main'])] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // A page's chunks shared with other pages split off only above 40 kB of source (webpack's
        // default: 20 kB): below that a split gave a first visit a second small chunk that
        // compresses worse, 0.1 to 1.2 kB more gzip (docs/decisions.md, "Fewer, whole page chunks").
        splitChunks: { minSize: 40_000 },
        // swc's minifier (the @swc/core jest already uses): output 0.3 to 0.5% smaller than
        // terser's on these builds, in half the build time.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })],
      },
      performance: { hints: false },
      devServer: {
        port: part.devPort,
        historyApiFallback: isHost || !!htmlEntry,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // The API server owns /api and /remotes.json; in dev every part talks to it.
        proxy: [
          {
            context: ['/api', '/oauth', '/dev', '/remotes.json', '/locales', '/media'],
            target: process.env.TOPUP_API_ORIGIN || 'http://127.0.0.1:8080',
          },
        ],
      },
    };
  };
}

module.exports = createFederatedConfig;
