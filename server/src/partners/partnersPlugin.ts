import fp from 'fastify-plugin';
import { SandboxGamePartner, type GamePartner } from './gamePartner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The games' partner that looks up player accounts (the sandbox one until a real partner). */
    gamePartner: GamePartner;
  }
}

export const partnersPlugin = fp(
  async (app) => {
    app.decorate('gamePartner', new SandboxGamePartner());
  },
  { name: 'partners' },
);
