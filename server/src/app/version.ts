import serverPackage from '../../package.json';

/** The server package's version, reported by /api/health and the OpenAPI document. */
export const SERVER_VERSION: string = serverPackage.version;
