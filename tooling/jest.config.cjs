module.exports = {
  ...require('./jest/preset.cjs').node(__dirname),
  // The build's own helpers are CommonJS, like the webpack configuration that loads them.
  testMatch: ['<rootDir>/webpack/**/*.test.cjs'],
};
