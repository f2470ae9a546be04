const createFederatedConfig = require('@topup/tooling/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'topup_activities',
  devPort: 3004,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
