const createFederatedConfig = require('@topup/tooling/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'topup_member',
  devPort: 3003,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
