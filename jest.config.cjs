/** Every package's jest suite in one run, with one summary. */
const MANIFEST = require('./shared/remotes.manifest.json');

module.exports = {
  // A global option (projects cannot set it): the server's tests start PGlite databases, which
  // takes seconds on a busy machine.
  testTimeout: 30000,
  // Every package's suite: shared, the parts of remotes.manifest.json (host and remotes), the server
  // and the build's own helpers (tooling).
  projects: ['shared', ...[MANIFEST.host, ...MANIFEST.remotes].map((part) => part.package), 'server', 'tooling'].map((dir) => `<rootDir>/${dir}`),
};
