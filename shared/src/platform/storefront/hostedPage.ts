/**
 * Leaving the store for a payment provider's hosted page, in the same tab: an order's payment (the
 * provider sends the buyer back to /deal/paymentSucc or /ordre/paymentError) and a wallet top-up
 * (back to /my/wallet?rechargeNo=&outcome=). An object of its own so page tests can replace the one
 * browser navigation jsdom cannot do.
 */
export const hostedPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only web addresses are followed: a pay answer never makes the page run a javascript: URL. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
