import type { CallDefinition } from '@topup/shared/contract';
import { loadZod } from '@topup/shared/validation';
import type { RequestConfig } from './types';

/** The contract's areas whose answers carry money: orders, payments, the wallet and coupons. */
const MONEY_TAGS: ReadonlySet<string> = new Set(['order', 'payment', 'wallet', 'coupon']);

// webpack replaces process.env.NODE_ENV by its mode; jest runs in Node. The browser packages have no Node types.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Outside production builds (development, jest), the answer of a money call is checked against
 * the contract, so a server or a stub that drifts from it fails where it happens instead of as
 * a wrong amount on a page. In a production build it is off (webpack sets NODE_ENV).
 */
export const CHECK_MONEY_ANSWERS = process.env.NODE_ENV !== 'production';

export class ContractDriftError extends Error {
  constructor(path: string, problem: string) {
    super(`The answer of ${path} does not match the contract: ${problem}`);
    this.name = 'ContractDriftError';
  }
}

function isCallDefinition(call: CallDefinition | RequestConfig): call is CallDefinition {
  return 'response' in call && 'tag' in call;
}

/** Rejects with ContractDriftError when `data`, the answer of a money call, is not what its contract says. */
export async function checkMoneyAnswer(call: CallDefinition | RequestConfig, data: unknown): Promise<void> {
  if (!isCallDefinition(call) || !MONEY_TAGS.has(call.tag)) return;
  // A development build records the contract's schemas like production (the check is its only parse).
  await loadZod();
  const result = call.response.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContractDriftError(call.path, `${issue?.path.join('.') || '(answer)'}: ${issue?.message ?? 'invalid'}`);
  }
}
