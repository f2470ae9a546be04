/** Every package's jest suite in one run, with one summary. */
module.exports = {
  // A global option (projects cannot set it): the server's tests start PGlite databases, which
  // takes seconds on a busy machine.
  testTimeout: 30000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-catalog',
    '<rootDir>/remote-checkout',
    '<rootDir>/remote-member',
    '<rootDir>/remote-activities',
    '<rootDir>/server',
  ],
};
