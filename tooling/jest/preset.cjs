/**
 * The jest set-up every package uses: TypeScript through swc, ESM-only dependencies transformed
 * to CommonJS, CSS modules mapped to their class names.
 */
const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const path = require('node:path');

const sharedPackage = path.join(__dirname, '..', '..', 'shared');
/**
 * Jest does not resolve a package's references to itself (the front ends' bundler does): each of
 * @topup/shared's public entries maps to the file its package.json exports, so the entry names
 * stay while the folders behind them move.
 */
const sharedEntries = Object.fromEntries(
  Object.entries(require(path.join(sharedPackage, 'package.json')).exports).map(([entry, file]) => [
    `^${`@topup/shared${entry.slice(1)}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    path.join(sharedPackage, file),
  ]),
);

function base(rootDir) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swcTransform },
    // pnpm keeps packages under node_modules/.pnpm; ESM-only ones must be transformed too
    // (content-disposition comes with @fastify/static, cookie with app.inject; the host hands the
    // federation's webpack glue to the remotes from its ES module files).
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(@electric-sql|drizzle-orm|fastify-type-provider-zod|content-disposition|cookie|@module-federation\\+webpack-bundler-runtime)[+@])',
    ],
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(svg|png|jpe?g|webp)$': require.resolve('./fileStub.cjs'),
      ...sharedEntries,
    },
  };
}

module.exports = {
  node: (rootDir) => ({ ...base(rootDir), testEnvironment: 'node' }),
  dom: (rootDir) => ({
    ...base(rootDir),
    testEnvironment: require.resolve('jest-environment-jsdom'),
    setupFilesAfterEnv: [require.resolve('./setupDom.cjs')],
  }),
};
