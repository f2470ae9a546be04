import fp from 'fastify-plugin';
import { JobRunner } from './jobRunner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner, started when the app is ready and stopped when it closes. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  now: () => Date;
  pollMs: number;
  retryBaseMs: number;
}

/** The job runner on the store's database; the modules and infrastructure register their jobs on it. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs = new JobRunner({ database: app.database, log: app.log, ...options });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
