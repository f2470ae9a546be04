/**
 * Marks a chunk's scripts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, read by
 * Chromium 136 and later, a plain comment to any other browser): V8 then compiles every function
 * of the file on the background thread that already parses the downloading script, instead of
 * each function on the main thread when it is first called. Meant for a chunk that start-up runs
 * nearly all of, such as the host's main.js; docs/decisions.md has the measurements.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintPlugin {
  /** @param {string[]} chunkNames the chunks whose scripts carry the hint */
  constructor(chunkNames) {
    this.chunkNames = new Set(chunkNames);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      // Right after the minimizer, which would drop the comment, and before the source maps are
      // written (the line it adds shifts the maps with it) and the hashes are taken.
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !this.chunkNames.has(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }
}

module.exports = { CompileHintPlugin };
