import { z } from 'zod';
import { CURRENCY_NAMES, decimalToMinor, type CurrencyName } from '@topup/shared/contract';
import { isExtendedPublicKey, isTronAddress } from './chain/tronAddress';
import { MAINNET_USDT_CONTRACT } from './chain/tronGridWatcher';

/** USDT deposits (docs/topup.md). */
export interface TopupConfig {
  /** The store's extended public key (USDT_XPUB) deposit addresses are derived from; its private key is kept off the server. */
  usdtXpub: string;
  /** Which chain watcher reports transfers (CHAIN_WATCHER): the in-database sandbox, TronGrid, or none (USDT deposits off). */
  chainWatcher: 'sandbox' | 'trongrid' | 'none';
  /** TronGrid's (or a compatible API's) base URL, API key and the USDT contract watched (TRONGRID_URL, TRONGRID_API_KEY, USDT_CONTRACT). */
  tronGrid: { url: string; apiKey: string | undefined; usdtContract: string };
  /** Confirmations before a deposit is credited (USDT_CONFIRMATIONS). */
  confirmations: number;
  /** The smallest deposit credited, USDT minor units (USDT_MIN_DEPOSIT, in USDT); smaller ones are held. */
  minDepositMinor: bigint;
  /** Units of each wallet currency one USDT is credited as (USDT_RATES, "RUB:95.00,USD:1.00"). */
  rates: Partial<Record<CurrencyName, string>>;
  /** How often the watcher is asked, ms (USDT_SCAN_MS); 0: never (tests scan themselves). */
  scanMs: number;
}

/**
 * The demo extended public key (account m/44'/195'/0'/0 of a seed made once and thrown away): its
 * private key exists nowhere, so money sent to a demo address is lost. A real store sets USDT_XPUB
 * to the xpub of its own wallet, whose seed stays offline.
 */
export const DEMO_USDT_XPUB =
  'xpub6FJtiCmJH5qV6tJ6r9N43SqjXo8CB4VvZ2oTiGSZQqFs7NUHef74Pp54q8TX8MhyJv5n9wiqzzwoAiii9qjZ1V2oF9m2XH7myj9B4dCYiv9';

const DEFAULT_RATES = 'RUB:95.00,USD:1.00,MXN:18.00,BRL:5.50,SAR:3.75';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const topupEnvSchema = z.object({
  USDT_XPUB: z.preprocess(emptyAsUndefined, z.string().refine(isExtendedPublicKey, 'must be an extended public key (xpub)').optional()),
  CHAIN_WATCHER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'trongrid', 'none']).optional()),
  TRONGRID_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://api.trongrid.io')),
  TRONGRID_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  USDT_CONTRACT: z.preprocess(emptyAsUndefined, z.string().refine(isTronAddress, 'must be a TRON address').default(MAINNET_USDT_CONTRACT)),
  USDT_CONFIRMATIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(19)),
  USDT_MIN_DEPOSIT: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{1,9}(\.\d{1,6})?$/).default('1')),
  USDT_RATES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(DEFAULT_RATES)
      .transform((value) => value.split(',').map((item) => item.trim()))
      .pipe(z.array(z.string().regex(/^[A-Z]{3}:\d{1,9}(\.\d{1,2})?$/, 'must be CURRENCY:rate'))),
  ),
  USDT_SCAN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3_600_000).default(5000)),
});

export function topupConfigOf(values: z.output<typeof topupEnvSchema>, production: boolean): TopupConfig {
  const rates: Partial<Record<CurrencyName, string>> = {};
  for (const item of values.USDT_RATES) {
    const [currency, rate] = item.split(':') as [string, string];
    if ((CURRENCY_NAMES as string[]).includes(currency)) rates[currency as CurrencyName] = rate;
  }
  return {
    usdtXpub: values.USDT_XPUB ?? DEMO_USDT_XPUB,
    // The sandbox chain credits money nobody sent, so production has no watcher unless one is named.
    chainWatcher: values.CHAIN_WATCHER ?? (production ? 'none' : 'sandbox'),
    tronGrid: { url: values.TRONGRID_URL, apiKey: values.TRONGRID_API_KEY, usdtContract: values.USDT_CONTRACT },
    confirmations: values.USDT_CONFIRMATIONS,
    minDepositMinor: decimalToMinor(values.USDT_MIN_DEPOSIT, 'USDT') ?? 1_000_000n,
    rates,
    scanMs: values.USDT_SCAN_MS,
  };
}
