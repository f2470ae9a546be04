import type { RemoteName } from './names';
import { REMOTE_ROUTE_TABLE, type RemoteRoute } from './routes';

/**
 * The contract between a remote and the host, as a jest suite each remote runs on its own
 * fragment: it covers exactly the remote's rows of the route table, and every page loads.
 */
export function expectFragmentToMatchRouteTable(remote: RemoteName, routes: readonly RemoteRoute[]): void {
  describe(`${remote} route fragment`, () => {
    it('covers exactly the paths the route table gives this remote', () => {
      expect(routes.map((route) => route.path).sort()).toEqual([...REMOTE_ROUTE_TABLE[remote]].sort());
    });

    it.each(routes.map((route) => [route.path, route] as const))('%s loads a page with a title key', async (_path, route) => {
      expect(route.titleKey).toMatch(/^title\./);
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    });
  });
}
