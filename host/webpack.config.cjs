const createFederatedConfig = require('@topup/tooling/webpack');

module.exports = createFederatedConfig({ dir: __dirname, kind: 'host' });
