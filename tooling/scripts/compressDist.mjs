/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build folder, so the
 * server sends them as they are (@fastify/static's preCompressed) instead of compressing on each
 * request. At the highest levels: this runs once per build, the bytes are saved on every visit.
 * A copy newer than its file is kept, so running it again costs next to nothing.
 *
 *   node tooling/scripts/compressDist.mjs <folder> [...]
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What browsers fetch as text; source maps are left out (only developer tools load them). */
export const TEXT_FILE = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest)$/i;

const ENCODINGS = [
  { extension: '.br', compress: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  { extension: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

function textFilesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const target = path.join(folder, entry.name);
    if (entry.isDirectory()) return textFilesUnder(target);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [target] : [];
  });
}

/** Compresses the folder's text files whose copies are missing or older; returns how many were written. */
export function compressDist(folder) {
  if (!existsSync(folder)) return 0;
  let written = 0;
  for (const file of textFilesUnder(folder)) {
    const modified = statSync(file).mtimeMs;
    let bytes;
    for (const { extension, compress } of ENCODINGS) {
      const copy = file + extension;
      if (existsSync(copy) && statSync(copy).mtimeMs >= modified) continue;
      bytes ??= readFileSync(file);
      writeFileSync(copy, compress(bytes));
      written += 1;
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const folder of process.argv.slice(2)) {
    console.log(`compress: ${compressDist(path.resolve(folder))} copies written in ${folder}`);
  }
}
