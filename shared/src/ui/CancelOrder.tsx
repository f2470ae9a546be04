import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOrderCall, type OrderNo } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface CancelOrderProps {
  orderNo: OrderNo;
  /** The order is closed. */
  onClosed(): void;
  /** Closing was refused (paid or closed meanwhile; the client's toast said why); default onClosed. */
  onRefused?(): void;
}

/**
 * Cancelling an unpaid order after the spec's Yes/No confirmation ('No' first, so Enter keeps the
 * order), for every page that offers it (the order detail, paying an order again).
 */
export function CancelOrder({ orderNo, onClosed, onRefused = onClosed }: CancelOrderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);

  async function close() {
    if (closing) return;
    setClosing(true);
    let closed = false;
    try {
      await request(closeOrderCall, { orderNo });
      closed = true;
    } catch {
      // The client has shown the refusal.
    } finally {
      setClosing(false);
      setOpen(false);
    }
    if (closed) onClosed();
    else onRefused();
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('ui.cancelOrder.button')}
      </Button>
      <Dialog
        open={open}
        title={t('ui.cancelOrder.title')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('ui.cancelOrder.no')}
            </Button>
            <Button onClick={() => void close()} disabled={closing}>
              {t('ui.cancelOrder.yes')}
            </Button>
          </>
        }
      >
        <p>{t('ui.cancelOrder.text', { orderNo })}</p>
      </Dialog>
    </>
  );
}
