/**
 * The modules host and remotes must run as one instance each. The versions come from the
 * consuming package's own package.json, so a remote built against another major fails loudly at
 * load (strictVersion) instead of running with a copy the host did not expect.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Entries of @topup/shared that hold no state, so each part bundles what it uses of them: a feature's
 * contract (@topup/shared/contract/afterSale, ...), used by the one remote of its feature, costs the
 * remote's entry no share tables; the UI kit's components, tree-shaken into the pages that render
 * them, keep dialogs, pickers and form fields out of the first visit of a page that shows none (a
 * shared module ships whole). The kit's one state, the notifications, is the shared
 * @topup/shared/notifications; the core contract stays shared.
 */
const BUNDLED_ENTRY = /^\.\/(contract\/|ui$)/;

/** The entries of @topup/shared (its package.json exports) shared as singletons. */
function sharedPackageEntries() {
  const { exports } = require('../../shared/package.json');
  return Object.keys(exports)
    .filter((subpath) => subpath !== '.' && !BUNDLED_ENTRY.test(subpath))
    .map((subpath) => `@topup/shared/${subpath.slice(2)}`);
}

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
  '@topup/shared',
  ...sharedPackageEntries(),
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

/** '<package>-implementation' names the real package for its sharedExports file. */
function sharedExportsAliases(packageDir) {
  return Object.fromEntries(TRIMMED.map((name) => [`${name}-implementation$`, packageDirOf(name, packageDir)]));
}

/**
 * @param {string} packageDir
 * @param {{ hostProvided?: boolean }} [options] hostProvided: the libraries come from the host
 *   only (a remote's production build), so the remote carries no copy of its own: no chunks, and
 *   none of their provide and fallback tables in its remoteEntry.js. The store's own package
 *   stays bundled, since a remote may use entries of it the host does not load.
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
      requiredVersion: `^${version}`,
      strictVersion: ownPackage,
      ...(TRIMMED.includes(key) ? { import: sharedExportsFile(key) } : {}),
      ...(options.hostProvided && !ownPackage ? { import: false } : {}),
    };
  }
  return shared;
}

module.exports = { sharedSingletons, sharedExportsAliases, SINGLETONS, TRIMMED };
