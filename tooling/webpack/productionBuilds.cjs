const path = require('node:path');
const { packageDirOf } = require('./sharedSingletons.cjs');

/**
 * react-router 7 maps every export condition to its development build, warnings and all
 * (remix-run/react-router#12532, #14102); its production build ships beside it in dist/production.
 * A production bundle takes that one: the same router without the development checks.
 */
function productionBuildAliases(packageDir) {
  const router = packageDirOf('react-router', packageDirOf('react-router-dom', packageDir));
  return {
    'react-router$': path.join(router, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(router, 'dist', 'production', 'dom-export.mjs'),
  };
}

module.exports = { productionBuildAliases };
