import type { ComponentType } from 'react';
import type { RemoteName } from './names';

/** A path pattern the route table gives remote `R` (any remote's by default). */
export type RemotePath<R extends RemoteName = RemoteName> = (typeof REMOTE_ROUTE_TABLE)[R][number];

/** One page a remote contributes to the host's router; `RemoteRoute<'catalog'>` takes only the catalogue's paths. */
export interface RemoteRoute<R extends RemoteName = RemoteName> {
  /** A react-router path pattern, exactly as listed for the remote in REMOTE_ROUTE_TABLE. */
  path: RemotePath<R>;
  /** Translation key of the page title. */
  titleKey: string;
  /** Lazy page component; each page is its own chunk of the remote's build. */
  load: () => Promise<{ default: ComponentType }>;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}

/**
 * Which remote owns which route (the spec's route table). The host mounts these paths even while a
 * remote is unreachable, so a remote that is down shows its fallback in its own area instead of a
 * 404; each remote's fragment must cover exactly its list (a test checks it).
 */
export const REMOTE_ROUTE_TABLE = {
  catalog: ['/', '/activies/ext/list', '/search', '/detail/empty', '/detail/:id', '/d/:key?', '/service'],
  checkout: ['/ordre/confirm', '/ordre/reConfirm', '/ordre/paymentError', '/deal/paymentSucc'],
  member: [
    '/my',
    '/my/order',
    '/my/afterSale',
    '/my/afterSale/detail',
    '/my/coupon',
    '/my/invitation',
    '/my/safe',
    '/my/wallet',
    '/ordre/detail',
    '/ordre/history',
    '/form',
    '/changepsd',
    '/auth-management',
  ],
  activities: ['/activies/invitation', '/activies/ext', '/act/:key?', '/agreement', '/help'],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The pages the host draws itself (the spec's route table: sign-in and password pages and the
 * error pages). With REMOTE_ROUTE_TABLE it is every page of the store, so the server can answer
 * an unknown address with HTTP 404.
 */
export const HOST_ROUTE_PATHS: readonly string[] = ['/login', '/reg', '/forget', '/resetpsd', '/404', '/500'];
