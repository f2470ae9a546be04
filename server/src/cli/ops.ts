import { parseArgs } from 'node:util';
import { configOrExit } from '../config/configOrExit';
import { actorOf, callOps } from './opsClient';

const USAGE = `usage: corepack pnpm ops <command> [arguments] [--reason "why"] [--actor name]
  list                                   live and canary URL, health and recent failures of each remote
  set <remote> <manifestUrl>             verify the URL, then make it live
  dry-run <remote> <manifestUrl>         verify the URL only
  rollback <remote>                      put the previous URL back (repeat to go further back)
  canary <remote> <manifestUrl> <percent>  send that share of visitors to the URL (sticky per visitor)
  canary <remote> off                    end the canary
  unset <remote>                         hand the remote back to its seeds (remotes.json, REMOTE_<NAME>_URL, its release)
  origins add|remove <origin>            allow (or stop allowing) an origin to serve remotes
Talks to STORE_URL (default http://HOST:PORT) with OPERATOR_TOKEN.`;

interface RemoteView {
  remote: string;
  live: string;
  source: string;
  canary: { url: string; percent: number } | null;
  health: { ok: boolean; build?: string | null; problem?: string };
  failures: unknown[];
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { reason: { type: 'string' }, actor: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  const config = configOrExit();
  const note = () => {
    if (!values.reason) throw new Error('--reason "why" is required: the registry keeps it in the history');
    return { reason: values.reason, actor: actorOf(values.actor) };
  };
  switch (command) {
    case 'list': {
      const { remotes, origins } = await callOps<{ remotes: RemoteView[]; origins: string[] }>(config, 'GET', '/ops/remotes');
      for (const view of remotes) {
        const health = view.health.ok ? `ok ${view.health.build ?? ''}` : `FAILING: ${view.health.problem}`;
        const canary = view.canary ? ` canary ${view.canary.percent}% ${view.canary.url}` : '';
        console.log(`${view.remote}: ${view.live} (${view.source})${canary}; ${health}; ${view.failures.length} recent failures`);
      }
      console.log(`allowed origins: ${origins.length > 0 ? origins.join(', ') : '(this store only)'}`);
      return;
    }
    case 'set':
    case 'dry-run': {
      const [remote, manifestUrl] = rest;
      if (!remote || !manifestUrl) break;
      const dryRun = command === 'dry-run';
      await callOps(config, 'POST', `/ops/remotes/${remote}`, { manifestUrl, dryRun, ...(dryRun ? { reason: values.reason ?? 'dry run', actor: actorOf(values.actor) } : note()) });
      console.log(dryRun ? `${manifestUrl} passes every check for ${remote}` : `${remote} is live at ${manifestUrl}`);
      return;
    }
    case 'rollback': {
      const [remote] = rest;
      if (!remote) break;
      const { row } = await callOps<{ row: { manifestUrl: string } }>(config, 'POST', `/ops/remotes/${remote}/rollback`, note());
      console.log(`${remote} rolled back to ${row.manifestUrl}`);
      return;
    }
    case 'unset': {
      const [remote] = rest;
      if (!remote) break;
      await callOps(config, 'POST', `/ops/remotes/${remote}/unset`, note());
      console.log(`${remote} follows its seeds again`);
      return;
    }
    case 'canary': {
      const [remote, manifestUrl, percent] = rest;
      if (!remote || !manifestUrl) break;
      const body = manifestUrl === 'off' ? { percent: 0 } : { manifestUrl, percent: Number(percent) };
      await callOps(config, 'POST', `/ops/remotes/${remote}/canary`, { ...body, ...note() });
      console.log(manifestUrl === 'off' ? `${remote}: canary ended` : `${remote}: ${percent}% of visitors get ${manifestUrl}`);
      return;
    }
    case 'origins': {
      const [action, origin] = rest;
      if ((action !== 'add' && action !== 'remove') || !origin) break;
      const { origins } = await callOps<{ origins: string[] }>(config, 'POST', '/ops/origins', { origin, remove: action === 'remove', ...note() });
      console.log(`allowed origins: ${origins.join(', ') || '(this store only)'}`);
      return;
    }
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
