import { createHash } from 'node:crypto';
import type { AccountValues, PlayerCheckResult } from '@topup/shared/contract';

/** A game's partner API: who a player id (with its server or zone) is in the game. */
export interface GamePartner {
  lookUpPlayer(categoryId: string, account: AccountValues): Promise<PlayerCheckResult>;
}

const NICKNAME_WORDS = ['Shadow', 'Frost', 'Nova', 'Raven', 'Blaze', 'Lotus', 'Storm', 'Echo', 'Viper', 'Sakura', 'Wolf', 'Comet'];

/**
 * The sandbox partner, predictable for testers (docs/orders.md): a player id ending in 0 is unknown
 * to the game, one ending in 99 makes the partner unreachable, every other id is a player whose
 * nickname follows from the id (and the server, when the game has one).
 */
export class SandboxGamePartner implements GamePartner {
  async lookUpPlayer(categoryId: string, account: AccountValues): Promise<PlayerCheckResult> {
    const playerId = account.playerId ?? Object.values(account)[0] ?? '';
    if (playerId.endsWith('99')) return { result: 'unavailable' };
    if (playerId === '' || playerId.endsWith('0')) return { result: 'unknown' };
    const seed = createHash('sha256').update(`${categoryId}:${JSON.stringify(Object.entries(account).sort())}`).digest();
    return { result: 'found', nickname: `${NICKNAME_WORDS[seed[0]! % NICKNAME_WORDS.length]}${seed.readUInt16BE(1) % 10000}` };
  }
}
