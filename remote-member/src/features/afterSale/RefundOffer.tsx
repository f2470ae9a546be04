import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, type OrderDetail } from '@topup/shared/contract';
import { refundDetailCall, type AfterSaleDetail } from '@topup/shared/contract/afterSale';
import { links } from '@topup/shared/remotes';
import { useCustomerQuery } from '@topup/shared/storefront';
import { Button } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { RefundDialog } from './RefundDialog';
import styles from './afterSale.module.css';

/** A paid order may have something to give back; unpaid and closed ones never do. */
function mayHaveRefund(order: OrderDetail): boolean {
  return order.paidAmount !== null && order.status !== ORDER_STATUS.CLOSED;
}

/**
 * The refund request on the order detail: offered at once when a delivery broke its promise
 * (`late`, told by the live timeline's countdown), and quietly on a delivered order within its
 * window; an open request links to itself instead.
 */
export function RefundOffer({ order, late, onRequested }: { order: OrderDetail; late: boolean; onRequested(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<AfterSaleDetail | null>(null);
  const detail = useCustomerQuery(refundDetailCall, { orderNo: order.orderNo }, { enabled: mayHaveRefund(order) });
  const { refetch } = detail;
  const asking = mayHaveRefund(order);
  const refunded = order.refundAmount?.amount ?? 0;
  // What the order allows changes with its status and its refunds: ask again when they move.
  useEffect(() => {
    if (asking) void refetch();
  }, [asking, order.status, refunded, late, refetch]);

  if (made) {
    return (
      <div className={styles.offer} role="status" data-testid="refund-made">
        <p>{t('afterSale.dialog.done', { status: t(`afterSale.status.${made.status}`) })}</p>
        <Link to={links.afterSaleDetail(made.afterSaleNo)} className={common.link}>
          {t('afterSale.details')}
        </Link>
      </div>
    );
  }
  if (!detail.data) return null;
  const openNo = detail.data.openAfterSaleNo;
  if (openNo) {
    return (
      <div className={styles.offer} data-testid="refund-open">
        <p>{t('afterSale.offer.open')}</p>
        <Link to={links.afterSaleDetail(openNo)} className={common.link}>
          {t('afterSale.offer.openLink')}
        </Link>
      </div>
    );
  }
  const inDelivery = order.status === ORDER_STATUS.IN_PROGRESS;
  if (!detail.data.refundable || (inDelivery && !late)) return null;
  return (
    <div className={inDelivery ? styles.offerLate : styles.offer} data-testid="refund-offer">
      <p>{inDelivery ? t('afterSale.offer.late') : t('afterSale.offer.available')}</p>
      <Button variant={inDelivery ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {t('afterSale.offer.button')}
      </Button>
      {open ? (
        <RefundDialog
          orderNo={order.orderNo}
          detail={detail.data}
          open={open}
          onClose={() => setOpen(false)}
          onRequested={(afterSale) => {
            setOpen(false);
            setMade(afterSale);
            onRequested();
            void refetch();
          }}
        />
      ) : null}
    </div>
  );
}
