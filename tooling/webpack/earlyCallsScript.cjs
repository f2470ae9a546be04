/**
 * The inline script of index.html that sends a signed-in page's first calls before the shell runs
 * (shared/src/platform/http/earlyCalls.ts): bundled from the client's own modules (storage, token
 * record, headers, address), so it asks exactly as the client would, and small enough to inline.
 * esbuild, because the template needs it synchronously, before webpack compiles anything.
 */
const path = require('node:path');
const esbuild = require('esbuild');

const EARLY_CALLS = path.join(__dirname, '..', '..', 'shared', 'src', 'platform', 'http', 'earlyCalls.ts');

function earlyCallsScript() {
  const { outputFiles } = esbuild.buildSync({
    stdin: { contents: `import { sendEarlyCalls } from ${JSON.stringify(EARLY_CALLS)};\nsendEarlyCalls();\n`, resolveDir: __dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2022'],
    write: false,
    legalComments: 'none',
  });
  // A script element's text ends at "</script": escaped, no value can close it.
  return outputFiles[0].text.trim().replace(/<\//g, '<\\/');
}

module.exports = { earlyCallsScript };
