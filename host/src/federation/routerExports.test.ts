import fs from 'node:fs';
import path from 'node:path';

/**
 * The shared router is only what tooling/webpack/routerExports.mjs re-exports: an import of
 * anything else from react-router-dom would be undefined at run time in the built store.
 */
const REPO = path.join(__dirname, '..', '..', '..');
const PACKAGES = ['host', 'shared', 'remote-catalog', 'remote-checkout', 'remote-member', 'remote-activities'];
// Test helpers run under jest with the whole package (MemoryRouter), never in the build.
const TEST_ONLY = /\.test\.tsx?$|\/testing\/|Testing\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !TEST_ONLY.test(file) ? [file] : [];
  });
}

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] as string);
}

it('provides every react-router-dom export the packages import', () => {
  const facade = fs.readFileSync(path.join(REPO, 'tooling', 'webpack', 'routerExports.mjs'), 'utf8');
  const provided = new Set(namesIn(/export\s*\{([^}]*)\}/.exec(facade)?.[1] ?? ''));
  const imported = new Set<string>();
  for (const file of PACKAGES.flatMap((pkg) => sourceFiles(path.join(REPO, pkg, 'src')))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      for (const name of namesIn(match[1] as string)) imported.add(`${name} (${path.relative(REPO, file)})`);
    }
  }
  expect(imported.size).toBeGreaterThan(0);
  const missing = [...imported].filter((entry) => !provided.has(entry.split(' ')[0] as string));
  expect(missing).toEqual([]);
});
