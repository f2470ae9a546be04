module.exports = {
  ...require('@topup/tooling/jest').node(__dirname),
  // PGlite runs initdb when a test file creates its template database (2 to 3 s, more on a busy
  // machine), so the server's tests get more time than jest's 5 s default.
  testTimeout: 30000,
};
