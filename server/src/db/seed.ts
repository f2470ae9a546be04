import { seedCatalog } from '../../seed/catalog/seedCatalog';
import { loadConfig, type AccountsConfig } from '../config/config';
import { sha256 } from '../modules/auth/secrets';
import { WEB_CLIENT_ID } from '../modules/auth/oauth';
import { appMeta, oauthClients } from './schema';
import type { Database } from './database';

/** Bumped whenever the demo data changes, so a store can tell which demo data it holds. */
export const DEMO_SEED_VERSION = '2';

/**
 * Loads the demo data (the catalogue, server/seed/catalog) and the store's web OAuth client
 * ('topup-web', secret and redirect paths from the environment); safe to run on every start.
 */
export async function seedDatabase(
  database: Database,
  accounts: Pick<AccountsConfig, 'oauthClientSecret' | 'oauthRedirectPaths'> = loadConfig().accounts,
): Promise<void> {
  await database.db
    .insert(appMeta)
    .values({ key: 'seed', value: DEMO_SEED_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: DEMO_SEED_VERSION, updatedAt: new Date() } });
  const client = { secretHash: sha256(accounts.oauthClientSecret), redirectUris: accounts.oauthRedirectPaths };
  await database.db
    .insert(oauthClients)
    .values({ clientId: WEB_CLIENT_ID, ...client })
    .onConflictDoUpdate({ target: oauthClients.clientId, set: client });
  await seedCatalog(database.db);
}
