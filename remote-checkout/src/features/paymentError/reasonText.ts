import { errorTextKey } from '@topup/shared/errors';

/** Reasons a provider's hosted page sends back (docs/orders.md, Paying). */
const PROVIDER_REASONS = ['declined', 'expired'] as const;

/**
 * The translation key of why a payment failed: the provider's reason, or the server's text for
 * the code a pay call was refused with; anything else reads as a general failure.
 */
export function reasonTextKey(reason: string | null): string {
  if (reason && (PROVIDER_REASONS as readonly string[]).includes(reason)) return `checkout.failure.${reason}`;
  if (reason && /^\d{1,6}$/.test(reason)) return errorTextKey(Number(reason));
  return 'checkout.failure.general';
}
