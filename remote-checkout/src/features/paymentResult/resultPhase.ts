import { ORDER_STATUS, type PayOrderStatus } from '@topup/shared/contract';

/**
 * What the result page tells the buyer, from the order's status and its latest payment attempt:
 * - waitingPayment: the provider has not confirmed yet (status 0 with a pending attempt, or 1);
 * - failed: the attempt was declined or expired (the page moves on to /ordre/paymentError);
 * - unpaid: nothing to wait for, the order still needs paying;
 * - inProgress: paid, the top-up is on its way; completed, sent, closed, refunded: final.
 */
export type ResultPhase = 'waitingPayment' | 'failed' | 'unpaid' | 'inProgress' | 'completed' | 'sent' | 'closed' | 'refunded';

export function resultPhaseOf({ status, payment }: PayOrderStatus): ResultPhase {
  switch (status) {
    case ORDER_STATUS.COMPLETED:
      return 'completed';
    case ORDER_STATUS.SENT:
      return 'sent';
    case ORDER_STATUS.CLOSED:
      return 'closed';
    case ORDER_STATUS.REFUNDED:
      return 'refunded';
    case ORDER_STATUS.IN_PROGRESS:
      return 'inProgress';
    case ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION:
      return 'waitingPayment';
    default:
      if (payment?.status === 'pending') return 'waitingPayment';
      if (payment?.status === 'paid') return 'inProgress';
      if (payment?.status === 'declined' || payment?.status === 'expired') return 'failed';
      return 'unpaid';
  }
}

/** Phases that change only by the buyer's hand (or never): polling stops. */
export function isSettled(phase: ResultPhase): boolean {
  return phase !== 'waitingPayment' && phase !== 'inProgress';
}
