import * as React from 'react';
import type { RemoteRoute } from '@topup/shared/remotes';
import { registerRuntimePart } from '@topup/shared/diagnostics';

registerRuntimePart('catalog', React);

/** The catalog remote's pages, mounted by the host at the paths the shared route table gives it. */
export const routes: readonly RemoteRoute<'catalog'>[] = [
  { path: '/', titleKey: 'title.home', load: () => import('../features/home/pages').then((m) => ({ default: m.HomePage })) },
  { path: '/activies/ext/list', titleKey: 'title.categoryList', load: () => import('../features/gameZone/pages').then((m) => ({ default: m.CategoryListPage })) },
  { path: '/search', titleKey: 'title.search', load: () => import('../features/search/pages').then((m) => ({ default: m.SearchPage })) },
  { path: '/detail/empty', titleKey: 'title.detailEmpty', load: () => import('../features/product/pages').then((m) => ({ default: m.EmptyProductPage })) },
  { path: '/detail/:id', titleKey: 'title.detail', load: () => import('../features/product/pages').then((m) => ({ default: m.ProductDetailPage })) },
  { path: '/d/:key?', titleKey: 'title.detail', load: () => import('../features/product/pages').then((m) => ({ default: m.ProductDetailPage })) },
  { path: '/service', titleKey: 'title.service', load: () => import('../features/customerService/pages').then((m) => ({ default: m.CustomerServicePage })) },
];
