/**
 * The modules host and remotes must run as one instance each. The versions come from the
 * consuming package's own package.json, so a remote built against another major of
 * @topup/shared fails loudly at load (strictVersion) instead of running with a copy the host did
 * not expect.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The entries of @topup/shared that hold the store's state: every part must see one session, one
 * HTTP client with its caches, one i18n instance, one common state, one notification store, one
 * search history and one runtime registry, and the storefront, route table and error catalogue
 * every first page uses come once with them. The host provides each of them (its shell imports
 * them all), so a remote's production build takes them from the host only, like the libraries.
 * Every other entry holds no state and is bundled by each part that uses it, tree-shaken to what
 * it renders: the contract and the validation rules (their module-level declarations are marked
 * pure, pureDeclarationsLoader.cjs), the UI kit, the QR code, the confirm link and the live order.
 * A shared module ships whole and costs a row in every share table; a bundled one costs a part
 * only what it calls.
 */
const PLATFORM_ENTRIES = [
  'session',
  'http',
  'i18n',
  'storefront',
  'commonState',
  'notifications',
  'search',
  'diagnostics',
  'remotes',
  'errors',
  'ui/tokens.css',
].map((entry) => `@topup/shared/${entry}`);

// Subpath entries ('react/', 'react-dom/') share jsx-runtime and client. react-router and
// query-core are not listed: only react-router-dom and react-query import them, so they come
// inside those singletons (sharedExports/), one instance each.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/vanilla',
  ...PLATFORM_ENTRIES,
];

// Walks up node_modules folders like Node's resolver, but reads package.json directly, since
// some packages' export maps hide it.
function packageDirOf(packageName, fromDir) {
  for (let dir = fs.realpathSync(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', packageName);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) throw new Error(`${packageName} is not installed for ${fromDir}`);
  }
}

function installedVersion(packageName, fromDir) {
  return JSON.parse(fs.readFileSync(path.join(packageDirOf(packageName, fromDir), 'package.json'), 'utf8')).version;
}

// 'react/' stands for every subpath of react; 'zustand/vanilla' is one subpath of zustand.
function packageNameOf(shareKey) {
  if (shareKey.endsWith('/')) return shareKey.slice(0, -1);
  return shareKey.startsWith('@') ? shareKey.split('/').slice(0, 2).join('/') : shareKey.split('/')[0];
}

// These are shared through a module that re-exports the part the store uses (sharedExports/).
const SHARED_EXPORTS_DIR = path.join(__dirname, 'sharedExports');
const TRIMMED = ['react-router-dom', 'react-i18next', '@tanstack/react-query'];

function sharedExportsFile(packageName) {
  return path.join(SHARED_EXPORTS_DIR, `${packageName.replace('/', '+')}.mjs`);
}

/**
 * The file an ES import of the package reaches: its export map's `import` condition. An alias to
 * the package's folder would take its `module` field instead, which for react-query is the
 * legacy build (transpiled for old bundlers, larger).
 */
function importEntryOf(packageDir) {
  const { exports: exportMap, module, main } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  let entry = exportMap?.['.'] ?? exportMap;
  while (entry !== null && typeof entry === 'object') entry = entry.import ?? entry.default;
  return path.join(packageDir, entry ?? module ?? main);
}

/** '<package>-implementation' names the real package for its sharedExports file. */
function sharedExportsAliases(packageDir) {
  return Object.fromEntries(TRIMMED.map((name) => [`${name}-implementation$`, importEntryOf(packageDirOf(name, packageDir))]));
}

/**
 * @param {string} packageDir
 * @param {{ hostProvided?: boolean, eager?: boolean }} [options]
 *   hostProvided: every singleton comes from the host only (a remote's production build), so the
 *   remote carries no copy of its own: no chunks, and none of their provide and fallback tables in
 *   its remoteEntry.js.
 *   eager: the singletons are part of the build's main.js (the host's production build, which
 *   provides all of them and loads all of them at start-up): one file instead of a chunk each.
 *
 * The federation runtime checks each use of a singleton against its range with a parser of a dozen
 * regular expressions built afresh per call: 34 to 151 ms of a first visit's start-up at 4x CPU
 * (5 runs of `/`) for the host's 42 and the page's remote's. So only the checks that can change
 * what runs are kept in the browser: the host's own uses ask for no range (eager: the only copy
 * they can get is the one it provides), nor does a remote's use of a library (hostProvided: a
 * library's mismatch only logs a warning, and the release check has refused it before it goes
 * live). A remote's use of the store's own entries keeps its strict range, which makes a remote
 * built against another major of @topup/shared fail to its fallback instead of running. Every
 * range still reaches the manifest (the plugin writes `^<version>` for one left out), which the
 * release check reads.
 */
function sharedSingletons(packageDir, options = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const name = packageNameOf(key);
    const version = installedVersion(name, packageDir);
    const ownPackage = name === '@topup/shared';
    shared[key] = {
      singleton: true,
      version,
      requiredVersion: options.eager || (options.hostProvided && !ownPackage) ? false : `^${version}`,
      strictVersion: ownPackage,
      ...(options.eager ? { eager: true } : {}),
      ...(TRIMMED.includes(key) ? { import: sharedExportsFile(key) } : {}),
      ...(options.hostProvided ? { import: false } : {}),
    };
  }
  return shared;
}

module.exports = { sharedSingletons, sharedExportsAliases, packageDirOf, SINGLETONS, TRIMMED };
