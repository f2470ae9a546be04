/** A USDT transfer to one of the store's deposit addresses, as the chain shows it now. */
export interface ChainTransfer {
  /** The transaction id. */
  txId: string;
  toAddress: string;
  /**
   * Its place among this transaction's transfers to `toAddress`, 0 for the first: one transaction
   * may carry several (a batch payout). A deposit is credited once per id, address and place.
   */
  transferIndex: number;
  /** USDT minor units (6 digits, the token's precision). */
  amountMinor: bigint;
  /** Blocks on top of the transfer's block, itself included; 0 while unconfirmed. */
  confirmations: number;
}

/**
 * What the store asks a TRON node or indexer (docs/topup.md): the recent USDT (TRC20) transfers to
 * these addresses with their confirmations. It may report a transfer again, with more
 * confirmations, or in any order: the store keys deposits by transaction id, address and place.
 */
export interface ChainWatcher {
  readonly network: 'TRC20';
  transfersTo(addresses: readonly string[]): Promise<ChainTransfer[]>;
}
