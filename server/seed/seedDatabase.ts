import { seedCatalog } from './catalog/seedCatalog';
import { loadConfig, type AccountsConfig } from '../src/config/config';
import { sha256 } from '../src/modules/auth/secrets';
import { WEB_CLIENT_ID } from '../src/modules/auth/oauth';
import { appMeta, oauthClients } from '../src/db/schema';
import type { Database } from '../src/db/database';
import { seedContentPages } from './content/seedContent';
import { seedDemoMoney } from './demoCustomer';
import { DEMO_FORMS } from './catalog/forms';
import { saveProductForm } from '../src/modules/form/formDefinitions';

/** Bumped whenever the demo data changes, so a store can tell which demo data it holds. */
export const DEMO_SEED_VERSION = '4';

/**
 * Loads the demo data (the catalogue, server/seed/catalog) and the store's web OAuth client
 * ('topup-web', secret and redirect paths from the environment); safe to run on every start. The
 * demo customer, with a known password, is left out in production.
 */
export async function seedDatabase(
  database: Database,
  accounts: Pick<AccountsConfig, 'oauthClientSecret' | 'oauthRedirectPaths'> & { production?: boolean } = loadConfig().accounts,
  now: Date = new Date(),
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
  for (const form of DEMO_FORMS) await saveProductForm(database.db, BigInt(form.productId), form.title, form.fields);
  await seedContentPages(database.db, now);
  if (!accounts.production) await seedDemoMoney(database.db, now);
}
