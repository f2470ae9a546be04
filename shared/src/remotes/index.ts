export { REMOTE_NAMES, containerName, remoteManifestEntry, ROUTES_EXPOSE } from './names';
export type { RemoteName } from './names';
export { HOST_ROUTE_PATHS, REMOTE_ROUTE_TABLE } from './routes';
export type { RemotePath, RemoteRoute, RemoteRoutesModule } from './routes';
export { MEMBER_LINKS } from './memberLinks';
export { links } from './links';
export type { MemberLink } from './memberLinks';
export { isStorePage } from './storePages';
export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from './localeCookie';
