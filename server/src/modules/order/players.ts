import { and, desc, eq, inArray } from 'drizzle-orm';
import { MAX_PLAYER_PROFILES, type AccountValues, type Locale, type PlayerProfile } from '@topup/shared/contract';
import { accountFieldIn, categoryNamesById, productById, textIn } from '../catalog';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { playerProfiles } from './schema';
import { canonicalJson } from './idempotency';
import { hasPlayerCheck, type OrderService } from './orders';
import { checkAccount } from './quote';

/** The pre-pay form, the player check and saved player profiles (docs/orders.md). */
export class PlayerService {
  constructor(
    private readonly db: DbHandle,
    private readonly orders: OrderService,
    private readonly now: () => Date,
  ) {}

  private async product(productId: string) {
    const product = await productById(this.db, BigInt(productId));
    if (!product || !product.onSale) throw new ApiError(ResultCode.PRODUCT_UNAVAILABLE, 'Product unavailable');
    return product;
  }

  async prePayForm(productId: string, locale: Locale) {
    const product = await this.product(productId);
    return {
      productId,
      categoryId: String(product.categoryId),
      fields: product.accountFields.map((field) => accountFieldIn(field, locale)),
      playerCheck: hasPlayerCheck(product),
    };
  }

  /** Checks the values against the form (3031, 5020), then asks the game partner. */
  async check(productId: string, account: AccountValues) {
    const product = await this.product(productId);
    checkAccount(product, account);
    return this.orders.lookUp(product.categoryId, account);
  }

  async list(userId: bigint, locale: Locale, categoryId?: string): Promise<PlayerProfile[]> {
    const profiles = await this.db
      .select()
      .from(playerProfiles)
      .where(and(eq(playerProfiles.userId, userId), categoryId ? eq(playerProfiles.categoryId, BigInt(categoryId)) : undefined))
      .orderBy(desc(playerProfiles.updatedAt), desc(playerProfiles.id));
    const names = await categoryNamesById(this.db, [...new Set(profiles.map((profile) => profile.categoryId))]);
    // A profile whose game is gone is not listed (the game's row is its only name).
    return profiles.flatMap((profile) => {
      const gameNames = names.get(profile.categoryId);
      if (!gameNames) return [];
      return [
        {
          id: String(profile.id),
          categoryId: String(profile.categoryId),
          categoryName: textIn(gameNames, locale),
          account: profile.account,
          nickname: profile.nickname,
          updateTime: profile.updatedAt.getTime(),
        },
      ];
    });
  }

  /** Saves (or refreshes) a profile with a fresh nickname; beyond the limit the oldest goes. */
  async save(userId: bigint, productId: string, account: AccountValues, locale: Locale): Promise<PlayerProfile> {
    const product = await this.product(productId);
    checkAccount(product, account);
    const player = await this.orders.lookUp(product.categoryId, account);
    const nickname = player.result === 'found' ? player.nickname : null;
    const at = this.now();
    const saved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(playerProfiles)
        .values({ userId, categoryId: product.categoryId, accountKey: canonicalJson(account), account, nickname, updatedAt: at })
        .onConflictDoUpdate({
          target: [playerProfiles.userId, playerProfiles.categoryId, playerProfiles.accountKey],
          set: { nickname, updatedAt: at },
        })
        .returning();
      const all = await tx
        .select({ id: playerProfiles.id })
        .from(playerProfiles)
        .where(eq(playerProfiles.userId, userId))
        .orderBy(desc(playerProfiles.updatedAt), desc(playerProfiles.id));
      const extra = all.slice(MAX_PLAYER_PROFILES).map((each) => each.id);
      if (extra.length > 0) await tx.delete(playerProfiles).where(inArray(playerProfiles.id, extra));
      return row;
    });
    const [profile] = (await this.list(userId, locale)).filter((each) => each.id === String(saved?.id));
    return profile as PlayerProfile;
  }

  async remove(userId: bigint, id: string): Promise<void> {
    const removed = await this.db
      .delete(playerProfiles)
      .where(and(eq(playerProfiles.id, BigInt(id)), eq(playerProfiles.userId, userId)))
      .returning({ id: playerProfiles.id });
    if (removed.length === 0) throw new ApiError(ResultCode.NO_DATA, 'No such profile');
  }
}
