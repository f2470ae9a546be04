/**
 * The modules host and remotes must run as one instance each. The versions come from the
 * consuming package's own package.json, so a remote built against another major fails loudly at
 * load (strictVersion) instead of running with a copy the host did not expect.
 */
const fs = require('node:fs');
const path = require('node:path');

// react-router is not listed: only react-router-dom imports it, inside the shared router module.
// Subpath entries ('react/', 'react-dom/') share jsx-runtime and client; query-core is imported
// by react-query itself, so it must be shared too or a second QueryClient class sneaks in.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/vanilla',
  '@topup/shared',
  '@topup/shared/',
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

// The router is shared through a module that re-exports the used part of it (see the file).
const ROUTER_EXPORTS = path.join(__dirname, 'routerExports.mjs');

/** The request routerExports.mjs uses for the real react-router-dom (its ES module build). */
function routerImplementationAlias(packageDir) {
  return { 'react-router-dom-implementation$': path.join(packageDirOf('react-router-dom', packageDir), 'dist', 'index.mjs') };
}

function sharedSingletons(packageDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const name = packageNameOf(key);
    const version = installedVersion(name, resolveFrom(name, packageDir));
    shared[key] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: name === '@topup/shared',
      ...(key === 'react-router-dom' ? { import: ROUTER_EXPORTS } : {}),
    };
  }
  return shared;
}

// Transitive packages (react-router, query-core) are resolved from the package that brings them.
function resolveFrom(name, packageDir) {
  const viaParent = { '@tanstack/query-core': '@tanstack/react-query' };
  const parent = viaParent[name];
  if (!parent) return packageDir;
  return packageDirOf(parent, packageDir);
}

module.exports = { sharedSingletons, routerImplementationAlias, SINGLETONS, ROUTER_EXPORTS };
