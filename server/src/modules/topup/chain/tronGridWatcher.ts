import { z } from 'zod';
import type { ChainTransfer, ChainWatcher } from './chainWatcher';

/** Tether's USDT contract on the TRON mainnet. */
export const MAINNET_USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface TronGridOptions {
  /** https://api.trongrid.io, or a self-hosted TronGrid-compatible API. */
  url: string;
  apiKey: string | undefined;
  usdtContract: string;
  fetch?: typeof fetch;
}

const transfersSchema = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string().regex(/^[0-9a-f]{64}$/),
      to: z.string(),
      type: z.string(),
      value: z.string().regex(/^\d{1,30}$/),
      token_info: z.object({ address: z.string() }),
    }),
  ),
});
const headSchema = z.object({ block_header: z.object({ raw_data: z.object({ number: z.number().int() }) }) });
/** An empty object while the transaction is in no block yet. */
const transactionInfoSchema = z.object({ blockNumber: z.number().int().optional() });

/**
 * The chain watcher over TronGrid's HTTP API (docs/topup.md): the latest USDT transfers to each
 * address (`/v1/accounts/{address}/transactions/trc20`), and their confirmations from the head block
 * (`/wallet/getnowblock`) and each transaction's block (`/wallet/gettransactioninfobyid`).
 */
export class TronGridWatcher implements ChainWatcher {
  readonly network = 'TRC20' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: TronGridOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async transfersTo(addresses: readonly string[]): Promise<ChainTransfer[]> {
    if (addresses.length === 0) return [];
    const head = headSchema.parse(await this.call('POST', '/wallet/getnowblock', {})).block_header.raw_data.number;
    const found: ChainTransfer[] = [];
    for (const address of addresses) {
      const query = new URLSearchParams({ only_to: 'true', limit: '50', contract_address: this.options.usdtContract });
      const page = transfersSchema.parse(await this.call('GET', `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`));
      // TronGrid lists a transaction's transfer events in their order, one entry each.
      const seenOfTransaction = new Map<string, number>();
      for (const transfer of page.data) {
        // Only the store's token, really sent to this address.
        if (transfer.type !== 'Transfer' || transfer.to !== address || transfer.token_info.address !== this.options.usdtContract) continue;
        const info = transactionInfoSchema.parse(await this.call('POST', '/wallet/gettransactioninfobyid', { value: transfer.transaction_id }));
        const confirmations = info.blockNumber === undefined ? 0 : Math.max(0, head - info.blockNumber + 1);
        const transferIndex = seenOfTransaction.get(transfer.transaction_id) ?? 0;
        seenOfTransaction.set(transfer.transaction_id, transferIndex + 1);
        found.push({ txId: transfer.transaction_id, toAddress: address, transferIndex, amountMinor: BigInt(transfer.value), confirmations });
      }
    }
    return found;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (this.options.apiKey) headers['TRON-PRO-API-KEY'] = this.options.apiKey;
    const response = await this.fetch(`${this.options.url.replace(/\/$/, '')}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`TronGrid answered ${response.status} to ${method} ${path.split('?')[0]}`);
    return response.json();
  }
}
