import { spawnSync } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '../..');
const tsx = path.join(serverDir, 'node_modules', '.bin', 'tsx');

it('exits with code 1 and a readable message, no stack, on a bad environment', () => {
  const result = spawnSync(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: 'eighty', DATA_DIR: '/nonexistent/never-created' },
    encoding: 'utf8',
    timeout: 20000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Invalid configuration:');
  expect(result.stderr).toContain('PORT: ');
  expect(result.stderr).not.toMatch(/\n\s+at /);
});
