import { z } from 'zod';
import { defineCall } from './defineCall';
import { REMOTE_NAMES } from '@topup/shared/remotes';
import { isTextRecord } from './textRecord';

export const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'system',
  summary: 'Liveness and database reachability of this API process',
  request: z.object({}),
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
    version: z.string(),
    uptimeSeconds: z.number(),
  }),
});

/** /remotes.json: remote name -> URL of its mf-manifest.json, read by the host at boot. */
export const remotesConfigSchema = z.partialRecord(z.enum(REMOTE_NAMES), z.string().min(1));
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

/** What remotesConfigSchema accepts, without zod: the host reads the inline map at boot. */
export function isRemotesConfig(value: unknown): value is RemotesConfig {
  return isTextRecord(value, REMOTE_NAMES, false);
}
