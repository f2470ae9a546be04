/**
 * The worker that builds ICU's data off the main thread (intlWarmUp.js): emitted into the page's
 * build under a name carrying its content hash (served immutable), with the inline script that
 * starts it from index.html's head before anything else of the page runs.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

class IntlWarmUpPlugin {
  constructor() {
    this.source = fs.readFileSync(path.join(__dirname, 'intlWarmUp.js'), 'utf8');
    this.fileName = `intl-warm-up.${createHash('sha256').update(this.source).digest('hex').slice(0, 8)}.js`;
    /** For index.html: a browser without workers goes on without the head start. */
    this.startScript = `try{new Worker("/${this.fileName}")}catch(e){}`;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('IntlWarmUpPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IntlWarmUpPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.fileName, new sources.RawSource(this.source));
      });
    });
  }
}

module.exports = { IntlWarmUpPlugin };
