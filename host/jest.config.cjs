module.exports = require('@topup/tooling/jest').dom(__dirname);
