import type { OrderNo } from '@topup/shared/contract';

/** What a fulfilment provider needs to top a player up. */
export interface FulfilmentRequest {
  orderNo: OrderNo;
  productId: string;
  lines: { skuId: string; quantity: number }[];
  account: Record<string, string>;
}

/**
 * Completed: the game credited the player. Sent: handed to the game, whose own confirmation comes
 * later or never (docs/orders.md, statuses 3 and 5).
 */
export type FulfilmentOutcome = 'completed' | 'sent';

/** Hands a paid order to the game; throws when it could not (the delivery job retries). */
export interface FulfilmentProvider {
  deliver(request: FulfilmentRequest): Promise<FulfilmentOutcome>;
}

/**
 * The sandbox fulfilment: fails a configurable share of deliveries (FULFILMENT_FAILURE_RATE). A
 * player id ending in 5 plays a game that only acknowledges the hand-over (sent); the others
 * complete. A player id ending in 444 plays a game that is down: every delivery fails, so the
 * order runs past its promise (and is refunded after the last try), which shows the late-delivery
 * refund offer (docs/after-sale.md). The delay (FULFILMENT_DELAY_MS) is the delivery job's start time.
 */
/** Player ids whose sandbox game is down. */
const GAME_DOWN = /444$/;

export class SandboxFulfilment implements FulfilmentProvider {
  constructor(
    private readonly failureRate: number,
    private readonly random: () => number = Math.random,
  ) {}

  async deliver(request: FulfilmentRequest): Promise<FulfilmentOutcome> {
    if (this.random() < this.failureRate || GAME_DOWN.test(request.account.playerId ?? '')) {
      throw new Error(`the sandbox game refused the delivery of order ${request.orderNo}`);
    }
    return (request.account.playerId ?? '').endsWith('5') ? 'sent' : 'completed';
  }
}
