import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@topup/shared/remotes';
import { usePageTitle } from '@topup/shared/i18n';
import { loadRouteFragment } from '../federation/loadRouteFragment';
import { RemoteLoadError } from '../federation/remoteFailure';
import { failWhenStalled } from '../federation/stallWatch';
import { MissingRoutePage } from './MissingRoutePage';

/**
 * A lazy page for one route of one remote. React.lazy keeps a rejected import forever, so every
 * retry must call this again for a fresh component. A failure while the files load (entry,
 * manifest, the page's JS and CSS chunks) is a RemoteLoadError, anything later is the page's own.
 */
export function lazyRemotePage(remote: RemoteName, path: string): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      const { routes } = await loadRouteFragment(remote);
      const route = routes.find((candidate) => candidate.path === path);
      if (!route) return { default: MissingRoutePage };
      const { default: Page } = await failWhenStalled(route.load(), `${remote} page ${path}`);
      function TitledRemotePage() {
        usePageTitle(route!.titleKey);
        return <Page />;
      }
      return { default: TitledRemotePage };
    } catch (error) {
      throw new RemoteLoadError(remote, error);
    }
  });
}
