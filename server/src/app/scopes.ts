/** Where the API's calls are mounted. */
export const API_PREFIX = '/api';
/** The spec's client sends paths containing /oauth without the /api prefix. */
export const OAUTH_PREFIX = '/oauth';
