/**
 * A webpack loader for axios's fetch adapter (lib/adapters/fetch.js and the helpers only it uses,
 * about 5 kB gzip of the first request's download). In a browser axios takes its XMLHttpRequest
 * adapter, the first of its default order (xhr, http, fetch), so the store's requests never reach
 * the fetch one: browser builds carry a stand-in whose getter answers "not in this build", the
 * state axios itself gives an adapter a build leaves out.
 */
module.exports = function axiosFetchAdapterStub() {
  return 'export const getFetch = () => undefined;\nexport default undefined;\n';
};
