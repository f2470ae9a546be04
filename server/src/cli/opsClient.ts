import type { AppConfig } from '../config/config';

/** The running store operations talk to: STORE_URL, else this machine's HOST and PORT. */
export function storeUrl(config: AppConfig): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return (process.env.STORE_URL ?? `http://${host}:${config.port}`).replace(/\/$/, '');
}

/** The envelope the operations endpoints answer with. */
export interface OpsAnswer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Calls an /ops/* endpoint of the running store with OPERATOR_TOKEN; a refusal becomes an Error with its message. */
export async function callOps<T>(config: AppConfig, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const token = config.operatorToken;
  if (!token) throw new Error('OPERATOR_TOKEN is not set: operations need the same token as the running store');
  const response = await fetch(`${storeUrl(config)}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as OpsAnswer<T>;
  if (answer.code !== 1) throw new Error(`refused (${answer.code}): ${answer.message}`);
  return answer.data;
}

/** Who made a change, for the registry's history: --actor, else the login name. */
export function actorOf(given: string | undefined): string {
  return given ?? process.env.USER ?? process.env.USERNAME ?? 'operator';
}
