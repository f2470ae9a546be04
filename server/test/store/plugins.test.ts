import Fastify from 'fastify';
import { loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { databasePlugin } from '../../src/db/databasePlugin';
import { jobsPlugin } from '../../src/jobs/jobsPlugin';
import { orderLifecyclePlugin } from '../../src/modules/order';

// The infrastructure plugins name what they need: registered out of order, the app refuses to boot
// and says which plugin is missing, instead of failing later on an absent decoration.
describe('infrastructure plugins', () => {
  const database = {} as Database;
  const now = () => new Date(0);

  it('refuses a plugin whose dependency is not registered before it', async () => {
    const app = Fastify();
    await expect(app.register(jobsPlugin, { now, pollMs: 0, retryBaseMs: 1 })).rejects.toThrow(/database/);
  });

  it("names the order lifecycle's missing payments", async () => {
    const app = Fastify();
    await app.register(databasePlugin, { database });
    await app.register(jobsPlugin, { now, pollMs: 0, retryBaseMs: 1 });
    await expect(app.register(orderLifecyclePlugin, { config: loadConfig({}).payments, now })).rejects.toThrow(/payments/);
    await app.close();
  });
});
