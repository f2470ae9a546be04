import type { FastifyBaseLogger } from 'fastify';
import type { OrderNo } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';

/** What happened to an order that its communication records should tell the customer. */
export type OrderNoteEvent = 'refundRequested' | 'refundApproved' | 'refundRejected';

/**
 * Where after-sale writes its notes about an order, inside its own transaction. The order's
 * communication records (issue 12, items 4 and 8) are another feature: until they exist the notes
 * go to the log, and that feature plugs its message log in here.
 */
export interface OrderNotes {
  write(tx: DbHandle, note: { orderNo: OrderNo; event: OrderNoteEvent; at: Date }): Promise<void>;
}

export function loggedOrderNotes(log: FastifyBaseLogger): OrderNotes {
  return {
    async write(_tx, note) {
      log.info({ orderNo: note.orderNo, event: note.event }, 'order note');
    },
  };
}
