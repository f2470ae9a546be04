import { Client } from 'pg';

/** After a lost connection the next try waits this long, doubling up to the most. */
const FIRST_RETRY_MS = 1000;
const MOST_RETRY_MS = 30_000;

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** Listening again after a loss: whatever was announced meanwhile was not heard. */
  onResumed(): void;
  onLost(error: unknown): void;
}

export interface Listening {
  stop(): Promise<void>;
}

/**
 * Hears PostgreSQL's NOTIFY on `channel` over a connection of its own (a pooled one is handed to
 * other queries and would stop listening). A lost connection is opened again after a pause that
 * grows; the timers do not keep the process alive.
 */
export function listenForNotifications(connectionString: string, channel: string, handlers: NotificationHandlers): Listening {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const lost = (which: Client, error: unknown) => {
    if (stopped || which !== client) return;
    client = undefined;
    which.end().catch(() => undefined);
    handlers.onLost(error);
    retry = setTimeout(() => void connect(true), retryMs);
    retry.unref();
    retryMs = Math.min(2 * retryMs, MOST_RETRY_MS);
  };

  const connect = async (resumed: boolean) => {
    const next = new Client({ connectionString, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      retryMs = FIRST_RETRY_MS;
      if (resumed && !stopped) handlers.onResumed();
    } catch (error) {
      lost(next, error);
    }
  };

  void connect(false);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
