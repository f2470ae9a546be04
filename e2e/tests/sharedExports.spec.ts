import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';

/**
 * A trimmed shared package is only what its file in tooling/webpack/sharedExports re-exports: an
 * import of anything else from it would be undefined at run time in the built store.
 */
const REPO = REPO_ROOT;
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

const SHARED_EXPORTS = path.join(REPO, 'tooling', 'webpack', 'sharedExports');
const FILES = PACKAGES.flatMap((pkg) => sourceFiles(path.join(REPO, pkg, 'src')));

for (const file of fs.readdirSync(SHARED_EXPORTS)) {
  const packageName = file.replace(/\.mjs$/, '').replace('+', '/');
  test(`the shared ${packageName} provides every export the packages import`, () => {
    const list = fs.readFileSync(path.join(SHARED_EXPORTS, file), 'utf8');
    const provided = new Set(namesIn(/export\s*\{([^}]*)\}/.exec(list)?.[1] ?? ''));
    const importFrom = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
    const imported = FILES.flatMap((source) =>
      [...fs.readFileSync(source, 'utf8').matchAll(importFrom)].flatMap((match) =>
        namesIn(match[1] as string).map((name) => `${name} (${path.relative(REPO, source)})`),
      ),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((entry) => !provided.has(entry.split(' ')[0] as string))).toEqual([]);
  });
}

/**
 * zod in the browser is the recorder (shared/src/validation/onDemand): schemas replay on the part
 * of zod browserZod.ts imports by name, so every name the code calls on `z` must be there.
 */
test('the browser zod provides every name the code calls on z', () => {
  const browserZod = fs.readFileSync(path.join(REPO, 'shared', 'src', 'validation', 'onDemand', 'browserZod.ts'), 'utf8');
  const provided = new Set(
    (/export \{([^}]*)\} from 'zod\/v4'/.exec(browserZod)?.[1] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  const called = new Set<string>();
  for (const file of FILES) {
    // A value use: z.name( or z.name. or z.name; (a type reads z.name< or sits in a type position).
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z]+)\s*[(.;]/g)) called.add(match[1] as string);
  }
  expect(called.size).toBeGreaterThan(5);
  expect([...called].filter((name) => !provided.has(name))).toEqual([]);
});
