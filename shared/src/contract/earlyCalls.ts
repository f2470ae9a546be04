/**
 * A call a signed-in page asks for before its shell runs, as the server lists it in the page's
 * data block (id EARLY_CALLS_ID): the call's path and the payload the page passes. The server lists
 * them (server/src/static/earlyCalls.ts), the page's early-calls script sends them
 * (shared/src/platform/http/earlyCalls.ts). A module of its own: that script imports nothing else
 * of the contract.
 */
export interface EarlyCall {
  path: string;
  /**
   * A GET unless it says POST: a read the page asks by POST with a JSON body (the confirm page's
   * price), which changes nothing on the server.
   */
  method?: 'POST';
  payload: Record<string, string | number | boolean | null>;
  /**
   * A call whose payload the page learns from another one's answer: sent once the call listed at
   * index `after` has answered, with `field` added to the payload from that answer's data at the
   * dotted path `from` (an order's pages ask for the account form of the order's product). Not
   * sent when the answer has no such value (a refusal has no data).
   */
  follows?: { after: number; field: string; from: string };
}

export const EARLY_CALLS_ID = 'topup-early-calls';
