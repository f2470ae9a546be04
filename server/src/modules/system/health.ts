import type { CallResponse, healthCall } from '@topup/shared/contract';
import type { Database } from '../../db/database';
import { isReachable } from '../../db/ping';

export async function checkHealth(database: Database, version: string): Promise<CallResponse<typeof healthCall>> {
  const reachable = await isReachable(database);
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { kind: database.kind, reachable },
    version,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
