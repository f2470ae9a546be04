/**
 * Leaving the store for the provider's hosted page in the same tab, as an order's payment does;
 * the provider sends the customer back to /my/wallet?rechargeNo=&outcome=. An object of its own
 * so page tests can replace the one navigation jsdom cannot do.
 */
export const hostedPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only web addresses are followed: an answer never makes the page run a javascript: URL. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
