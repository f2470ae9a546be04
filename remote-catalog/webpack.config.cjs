const createFederatedConfig = require('@topup/tooling/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
