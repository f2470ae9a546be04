import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The test run's guard of shared versioning (tooling/scripts/sharedStamp.mjs, docs/releases.md). */
it('changes @topup/shared only together with its version', () => {
  const script = path.join(__dirname, '..', '..', '..', 'tooling', 'scripts', 'sharedStamp.mjs');
  const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
