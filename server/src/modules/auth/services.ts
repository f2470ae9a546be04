import type { Mailer } from '../../mail/mailer';
import type { ModuleDeps } from '../moduleDeps';
import { Accounts } from './accounts';
import { OAuthService } from './oauth';
import { VerificationCodes } from './verificationCodes';

export interface AccountServices {
  codes: VerificationCodes;
  oauth: OAuthService;
  accounts: Accounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts services, one set per app (decorated on the root instance). */
    accountServices: AccountServices;
  }
}

export function createAccountServices(deps: ModuleDeps, mailer: Mailer): AccountServices {
  const { database, now, accounts: config } = deps;
  const codes = new VerificationCodes({
    database,
    mailer,
    pepper: config.codePepper,
    now,
  });
  const oauth = new OAuthService({ database, now });
  return { codes, oauth, accounts: new Accounts({ database, codes, oauth, now }) };
}
