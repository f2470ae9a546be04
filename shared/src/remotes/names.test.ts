import MANIFEST from '../../remotes.manifest.json';
import { REMOTE_NAMES, containerName, remoteManifestEntry } from './names';

it('names exactly the remotes of the manifest, in its order', () => {
  expect([...REMOTE_NAMES]).toEqual(MANIFEST.remotes.map((remote) => remote.name));
});

it("reads each remote's container and package from the manifest", () => {
  expect(containerName('checkout')).toBe('topup_checkout');
  expect(remoteManifestEntry('member')).toMatchObject({ package: 'remote-member', devPort: 3003 });
});
