/**
 * Writes boot-files.json in the host's build: the script files of every shared module the host
 * provides (each module's chunk and the chunks it needs, such as zod under the contract). The
 * host loads them as soon as main.js runs; the server preloads them from index.html so they
 * download alongside main.js instead of after it.
 */
const PLUGIN = 'TopupBootFilesPlugin';

class BootFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          for (const block of module.blocks) {
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            for (const chunk of group ? group.chunks : []) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
        }
        compilation.emitAsset('boot-files.json', new sources.RawSource(JSON.stringify([...files].sort())));
      });
    });
  }
}

module.exports = BootFilesPlugin;
