import { signWebhook, SIGNATURE_HEADER } from '../../src/payments/webhookSignature';
import { ORDER_TEST_ENV, type OrderStore } from '../order/orderFixtures';

/** USDT deposits in tests: three confirmations, 1 USDT at least, no timer (tests scan themselves). */
export const TOPUP_TEST_ENV = { USDT_CONFIRMATIONS: '3', USDT_MIN_DEPOSIT: '1', USDT_RATES: 'RUB:95.00,USD:1.00', USDT_SCAN_MS: '0', CHAIN_WATCHER: 'sandbox' };

/** Posts a signed sandbox webhook for a top-up's payment, as the sandbox bank would. */
export async function postWebhook(
  store: OrderStore,
  event: { eventId: string; providerRef: string; state: 'paid' | 'declined' | 'expired'; amount: { currencyName: string; amount: number } },
  provider = 'sandbox-cardpay-ru',
) {
  const body = JSON.stringify({ provider, ...event, occurredAt: store.clock.time });
  return store.app.inject({
    method: 'POST',
    url: `/payments/webhook/${provider}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(ORDER_TEST_ENV.PAYMENT_WEBHOOK_SECRET, body, store.clock.now()) },
    payload: body,
  });
}

/** The provider reference at the end of a hosted page's URL. */
export const refOf = (url: string) => url.split('/').pop() as string;
