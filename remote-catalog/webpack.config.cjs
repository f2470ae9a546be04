const createFederatedConfig = require('@topup/tooling/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'topup_catalog',
  devPort: 3001,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
