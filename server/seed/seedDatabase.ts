import { eq } from 'drizzle-orm';
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
 * The store's web OAuth client ('topup-web', secret and redirect paths from the environment) and
 * the demo data (the catalogue, server/seed/catalog; forms; content pages); safe to run on every
 * start. Outside production the demo data is written again at each start, so a change to it in
 * the code shows at once. In production it is written on the first start only (unless `always`,
 * as the seed command asks): later starts keep what the operator changed since. The demo
 * customer, with a known password, is left out in production.
 */
export async function seedDatabase(
  database: Database,
  accounts: Pick<AccountsConfig, 'oauthClientSecret' | 'oauthRedirectPaths'> & { production?: boolean } = loadConfig().accounts,
  now: Date = new Date(),
  options: { always?: boolean } = {},
): Promise<void> {
  const client = { secretHash: sha256(accounts.oauthClientSecret), redirectUris: accounts.oauthRedirectPaths };
  await database.db
    .insert(oauthClients)
    .values({ clientId: WEB_CLIENT_ID, ...client })
    .onConflictDoUpdate({ target: oauthClients.clientId, set: client });
  const [seeded] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
  if (seeded && accounts.production && !options.always) return;
  await database.db
    .insert(appMeta)
    .values({ key: 'seed', value: DEMO_SEED_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: DEMO_SEED_VERSION, updatedAt: new Date() } });
  await seedCatalog(database.db);
  for (const form of DEMO_FORMS) await saveProductForm(database.db, BigInt(form.productId), form.title, form.fields);
  await seedContentPages(database.db, now);
  if (!accounts.production) await seedDemoMoney(database.db, now);
}
