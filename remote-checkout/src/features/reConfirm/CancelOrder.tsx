import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOrderCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { Button, Dialog } from '@topup/shared/ui';

export interface CancelOrderProps {
  orderNo: string;
  /** The order is closed. */
  onClosed(): void;
  /** Closing was refused (paid meanwhile, already closed): the page reloads the order. */
  onRefused(): void;
}

/** Cancelling an unpaid order, after the spec's Yes/No confirmation ('No' has the focus). */
export function CancelOrder({ orderNo, onClosed, onRefused }: CancelOrderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);

  async function close() {
    if (closing) return;
    setClosing(true);
    try {
      await request(closeOrderCall, { orderNo });
      setOpen(false);
      onClosed();
    } catch {
      setOpen(false);
      onRefused();
    } finally {
      setClosing(false);
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('checkout.cancel.button')}
      </Button>
      <Dialog
        open={open}
        title={t('checkout.cancel.title')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('checkout.cancel.no')}
            </Button>
            <Button onClick={() => void close()} disabled={closing}>
              {t('checkout.cancel.yes')}
            </Button>
          </>
        }
      >
        <p>{t('checkout.cancel.text', { orderNo })}</p>
      </Dialog>
    </>
  );
}
