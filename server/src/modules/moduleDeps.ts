import type { AccountsConfig } from '../config/config';
import type { FormsConfig } from '../config/formsConfig';
import type { PaymentsConfig } from '../config/paymentsConfig';
import type { Database } from '../db/database';
import type { TopupConfig } from './topup/topupConfig';

/** What every area's routes may use; each module is a Fastify plugin receiving these as options. */
export interface ModuleDeps {
  database: Database;
  version: string;
  accounts: AccountsConfig;
  payments: PaymentsConfig;
  forms: FormsConfig;
  topup: TopupConfig;
  /** The credential of /ops (OPERATOR_TOKEN), for support staff's endpoints; unset: they refuse everyone. */
  operatorToken: string | undefined;
  /** The current time; tests pass a clock they can move. */
  now: () => Date;
}
