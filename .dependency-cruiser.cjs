/**
 * The store's layers, checked on every test run (`corepack pnpm deps`; docs/architecture.md):
 * a dependency against them fails the run. Tests may reach across (a test imports what it tests).
 */
const NOT_A_TEST = '\\.test\\.tsx?$|/testing/';

/** @topup/shared's contract layer: pure data and rules, the only part the server may import. */
const CONTRACT = '^shared/src/(contract|errors|validation|remotes|orderConfirm)/';
/** @topup/shared's platform layer (shared/src/platform/): HTTP client, session, i18n, common state, storefront settings. */
const PLATFORM = '^shared/src/(platform|types)/';

/** Table definitions: each module's and each piece of infrastructure's own schema.ts. */
const TABLES = '^server/src/(modules/[^/]+|payments|jobs|mail)/schema\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-to-remote',
      comment: 'A remote never imports another remote: it links to its pages (links in @topup/shared/remotes) and shares through @topup/shared.',
      severity: 'error',
      from: { path: '^remote-([^/]+)/' },
      to: { path: '^remote-', pathNot: '^remote-$1/' },
    },
    {
      name: 'host-to-remote',
      comment: 'The host loads remotes at run time through Module Federation, never by import.',
      severity: 'error',
      from: { path: '^host/' },
      to: { path: '^remote-' },
    },
    {
      name: 'shared-to-app',
      comment: '@topup/shared is below every app: it imports no host, remote or server code.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(host|remote-[^/]+|server)/' },
    },
    {
      name: 'front-to-server',
      comment: 'The front ends talk to the server only through calls of the contract.',
      severity: 'error',
      from: { path: '^(host|remote-[^/]+)/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-above-platform',
      comment: 'The contract layer (contract, errors, validation, remotes, orderConfirm) is pure: no HTTP client, session, i18n or UI.',
      severity: 'error',
      from: { path: CONTRACT, pathNot: NOT_A_TEST },
      to: { path: '^shared/src/', pathNot: CONTRACT },
    },
    {
      name: 'platform-above-ui',
      comment: 'The platform layer (HTTP client, session, i18n, state) knows no UI piece.',
      severity: 'error',
      from: { path: PLATFORM, pathNot: NOT_A_TEST },
      to: { path: '^shared/src/(ui|testing)/' },
    },
    {
      name: 'testing-only-in-tests',
      comment: '@topup/shared/testing is for tests: no page or server code imports it, so no build ships it.',
      severity: 'error',
      from: { pathNot: NOT_A_TEST },
      to: { path: '^shared/src/testing/' },
    },
    {
      name: 'server-imports-contract-only',
      comment: 'The server shares the contract layer of @topup/shared and nothing of the browser.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^shared/src/', pathNot: CONTRACT },
    },
    {
      name: 'shared-no-cycle',
      comment: 'The parts of @topup/shared import each other one way (a type-only import runs nothing).',
      severity: 'error',
      from: { path: '^shared/src/', pathNot: NOT_A_TEST },
      to: { circular: true, pathNot: NOT_A_TEST, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-kernel-knows-no-module',
      comment: 'The HTTP kernel (app/: envelope, errors, registerCall, authentication) serves every module and names none.',
      severity: 'error',
      from: { path: '^server/src/app/' },
      to: { path: '^server/src/(modules|payments|fulfilment|partners|dev|store|mail|jobs)/' },
    },
    {
      name: 'server-db-knows-no-module',
      comment: 'The database layer opens, migrates and types tables; it calls no service (db/schema/index.ts gathers the tables their owners define).',
      severity: 'error',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/(modules|payments|jobs|mail|app)/', pathNot: TABLES },
    },
    {
      name: 'server-module-through-its-face',
      comment: "A module uses another module only through that module's index.ts, never its files or tables (a table may name another module's table in a foreign key).",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: TABLES },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'server-tables-owned',
      comment: "A table is read and written by the module or infrastructure that defines it; others ask its functions. Seeding and tests may reach the tables.",
      severity: 'error',
      from: { path: '^server/src/((?:modules/)?[^/]+)/', pathNot: `${TABLES}|^server/src/db/schema/index\\.ts$` },
      to: { path: TABLES, pathNot: '^server/src/$1/' },
    },
    {
      name: 'server-tables-not-through-the-list',
      comment: 'db/schema/index.ts lists every table for drizzle-kit and the Database type; code takes its tables from their owner. dev/ (development pages that make test data, like seeding) may read any.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/(db|dev)/' },
      to: { path: '^server/src/db/schema/index\\.ts$' },
    },
    {
      name: 'server-infrastructure-below-modules',
      comment: 'Infrastructure (payments, fulfilment, partners, jobs, mail) serves the modules and imports none of them.',
      severity: 'error',
      from: { path: '^server/src/(payments|fulfilment|partners|jobs|mail)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'server-store-on-top',
      comment: 'store/ (buildApp, apiScope) is the one place that wires the kernel, infrastructure and modules; only the entry points start it.',
      severity: 'error',
      from: { path: '^server/(src|seed)/', pathNot: '^server/src/(store/|main\\.ts$|cli/)' },
      to: { path: '^server/src/store/' },
    },
    {
      name: 'server-seed-beside-modules',
      comment: 'Seeding (server/seed) uses the modules; no module, kernel or database code uses seeding.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/(main\\.ts$|cli/)' },
      to: { path: '^server/seed/' },
    },
    {
      name: 'server-no-cycle',
      comment: "The server's folders depend on each other one way.",
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp|coverage)/' },
    // 'specify' keeps type-only imports in the graph, marked, so a rule can tell them apart.
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
