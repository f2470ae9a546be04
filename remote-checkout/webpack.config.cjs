const createFederatedConfig = require('@topup/tooling/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'topup_checkout',
  devPort: 3002,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
