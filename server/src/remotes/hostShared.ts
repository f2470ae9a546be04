import fs from 'node:fs';
import path from 'node:path';

/** The singletons host and remotes share (tooling/webpack/sharedSingletons.cjs), by package. */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'i18next', 'react-i18next', 'zustand', '@topup/shared'];

/**
 * What the live host provides to remotes: the shared list of its build's manifest, or, with no
 * build, the versions installed for the host package (what its next build would provide).
 */
export function hostSharedVersions(hostDist: string, hostPackageDir: string): Record<string, string> {
  const manifestFile = path.join(hostDist, 'mf-manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { shared?: Array<{ name?: unknown; version?: unknown }> };
    return Object.fromEntries(
      (manifest.shared ?? []).flatMap((entry) => (typeof entry.name === 'string' && typeof entry.version === 'string' ? [[entry.name, entry.version]] : [])),
    );
  }
  return Object.fromEntries(
    SHARED_PACKAGES.flatMap((name) => {
      const file = path.join(hostPackageDir, 'node_modules', name, 'package.json');
      if (!fs.existsSync(file)) return [];
      return [[name, (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version]];
    }),
  );
}
