import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOrderCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { Button, Dialog } from '@topup/shared/ui';

/**
 * Cancelling an unpaid order after the spec's Yes/No confirmation ('No' first, so Enter keeps the
 * order). Either way the order is read again: closed, or paid meanwhile (the refusal's toast says so).
 */
export function CancelOrder({ orderNo, onDone }: { orderNo: string; onDone(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);

  async function close() {
    if (closing) return;
    setClosing(true);
    try {
      await request(closeOrderCall, { orderNo });
    } catch {
      // The client has shown the refusal; the reload below shows the order as it is now.
    } finally {
      setClosing(false);
      setOpen(false);
      onDone();
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
