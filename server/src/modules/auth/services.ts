import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../../mail/mailer';
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

export function createAccountServices(deps: ModuleDeps, log: FastifyBaseLogger): AccountServices {
  const { database, now, accounts: config } = deps;
  const mailer = createMailer({ database, smtpUrl: config.smtpUrl, from: config.mailFrom, log, now });
  const codes = new VerificationCodes({
    database,
    mailer,
    pepper: config.codePepper,
    now,
  });
  const oauth = new OAuthService({ database, now });
  return { codes, oauth, accounts: new Accounts({ database, codes, oauth, now }) };
}
