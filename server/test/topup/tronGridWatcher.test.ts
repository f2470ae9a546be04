import { MAINNET_USDT_CONTRACT, TronGridWatcher } from '../../src/modules/topup/chain/tronGridWatcher';
import { deriveTronAddress } from '../../src/modules/topup/chain/tronAddress';
import { DEMO_USDT_XPUB } from '../../src/modules/topup/topupConfig';

const ADDRESS = deriveTronAddress(DEMO_USDT_XPUB, 0);
const OTHER = deriveTronAddress(DEMO_USDT_XPUB, 1);
const tx = (digit: string) => digit.repeat(64);

/** TronGrid as its documentation shows it: head block 1000; a transfer in block 990, one in no block yet. */
function fakeTronGrid(calls: { url: string; init: RequestInit | undefined }[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/wallet/getnowblock')) return json({ block_header: { raw_data: { number: 1000 } } });
    if (url.endsWith('/wallet/gettransactioninfobyid')) {
      const { value } = JSON.parse(String(init?.body)) as { value: string };
      return json(value === tx('a') ? { id: value, blockNumber: 990 } : {});
    }
    if (url.includes(`/v1/accounts/${ADDRESS}/transactions/trc20`)) {
      const token = { address: MAINNET_USDT_CONTRACT, decimals: 6, symbol: 'USDT' };
      return json({
        success: true,
        data: [
          { transaction_id: tx('a'), to: ADDRESS, from: OTHER, type: 'Transfer', value: '12500000', token_info: token },
          { transaction_id: tx('b'), to: ADDRESS, from: OTHER, type: 'Transfer', value: '3000000', token_info: token },
          // A batch payout: one transaction, two transfers to the address.
          { transaction_id: tx('e'), to: ADDRESS, from: OTHER, type: 'Transfer', value: '1000000', token_info: token },
          { transaction_id: tx('e'), to: ADDRESS, from: OTHER, type: 'Transfer', value: '1000000', token_info: token },
          // Another token, and money going out: not deposits.
          { transaction_id: tx('c'), to: ADDRESS, from: OTHER, type: 'Transfer', value: '1', token_info: { address: OTHER } },
          { transaction_id: tx('d'), to: OTHER, from: ADDRESS, type: 'Transfer', value: '5', token_info: token },
        ],
      });
    }
    return json({ error: 'unknown' }, 404);
  }) as typeof fetch;
}

describe('the TronGrid chain watcher', () => {
  it('reports the USDT transfers to an address with their confirmations from the head block', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const watcher = new TronGridWatcher({ url: 'https://grid.example/', apiKey: 'key-1', usdtContract: MAINNET_USDT_CONTRACT, fetch: fakeTronGrid(calls) });
    expect(await watcher.transfersTo([ADDRESS])).toEqual([
      { txId: tx('a'), toAddress: ADDRESS, transferIndex: 0, amountMinor: 12_500_000n, confirmations: 11 },
      { txId: tx('b'), toAddress: ADDRESS, transferIndex: 0, amountMinor: 3_000_000n, confirmations: 0 },
      { txId: tx('e'), toAddress: ADDRESS, transferIndex: 0, amountMinor: 1_000_000n, confirmations: 0 },
      { txId: tx('e'), toAddress: ADDRESS, transferIndex: 1, amountMinor: 1_000_000n, confirmations: 0 },
    ]);
    const list = calls.find((call) => call.url.includes('/transactions/trc20'));
    expect(list?.url).toContain(`https://grid.example/v1/accounts/${ADDRESS}/transactions/trc20?only_to=true&limit=50&contract_address=${MAINNET_USDT_CONTRACT}`);
    expect((list?.init?.headers as Record<string, string>)['TRON-PRO-API-KEY']).toBe('key-1');
  });

  it('asks nothing without addresses, and fails (the scan retries) when TronGrid refuses', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const watcher = new TronGridWatcher({ url: 'https://grid.example', apiKey: undefined, usdtContract: MAINNET_USDT_CONTRACT, fetch: fakeTronGrid(calls) });
    expect(await watcher.transfersTo([])).toEqual([]);
    expect(calls).toEqual([]);
    await expect(watcher.transfersTo([OTHER])).rejects.toThrow(/TronGrid answered 404/);
  });
});
