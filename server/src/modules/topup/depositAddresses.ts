import { eq, sql } from 'drizzle-orm';
import { type CurrencyName } from '@topup/shared/contract';
import { USDT_NETWORK, type DigitalAddress } from '@topup/shared/contract/topup';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { deriveTronAddress } from './chain/tronAddress';
import type { AppDatabase } from '../../db/database';
import { depositAddresses } from './schema';
import type { TopupConfig } from './topupConfig';

export type DepositAddressRow = typeof depositAddresses.$inferSelect;

/** Tries when another customer took the same next index meanwhile. */
const INDEX_TRIES = 5;

/**
 * Customers' USDT deposit addresses (docs/topup.md). A customer's address is child `n` of the
 * store's xpub, `n` taken once (the next free index) and stored, so it is theirs alone and the same
 * after every restart.
 */
export class DepositAddresses {
  constructor(
    private readonly db: AppDatabase,
    private readonly config: TopupConfig,
  ) {}

  async find(userId: bigint): Promise<DepositAddressRow | undefined> {
    const [row] = await this.db.select().from(depositAddresses).where(eq(depositAddresses.userId, userId));
    return row;
  }

  /** The customer's address, derived at the first call; the credit currency is set then and kept. */
  async open(userId: bigint, currencyName: CurrencyName): Promise<DepositAddressRow> {
    if (this.config.rates[currencyName] === undefined) throw new ApiError(ResultCode.CURRENCY_TYPE_MISSING, `USDT is not credited in ${currencyName}`);
    for (let attempt = 0; attempt < INDEX_TRIES; attempt += 1) {
      const known = await this.find(userId);
      if (known) return known;
      const [next] = await this.db
        .select({ index: sql<number>`coalesce(max(${depositAddresses.derivationIndex}) + 1, 0)` })
        .from(depositAddresses)
        .where(eq(depositAddresses.network, USDT_NETWORK));
      const derivationIndex = Number(next?.index ?? 0);
      const address = deriveTronAddress(this.config.usdtXpub, derivationIndex);
      // The unique indexes settle a race: the loser inserts nothing and looks again.
      await this.db
        .insert(depositAddresses)
        .values({ userId, network: USDT_NETWORK, derivationIndex, address, currencyName })
        .onConflictDoNothing();
    }
    throw new Error('No free derivation index after several tries');
  }

  view(row: DepositAddressRow): DigitalAddress {
    const currencyName = row.currencyName as CurrencyName;
    return {
      network: USDT_NETWORK,
      address: row.address,
      currencyName,
      rate: this.config.rates[currencyName] ?? '0',
      minDepositMinor: Number(this.config.minDepositMinor),
      confirmations: this.config.confirmations,
    };
  }
}
