import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, type OrderDetail } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import { useFormatDateTime } from '@topup/shared/storefront';
import { Price, SizedImage } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { OrderStatusBadge } from './OrderStatusBadge';
import styles from './orders.module.css';

/** One order of the list: product, SKU × quantity, amount, status, time; 'pay' while unpaid. */
export function OrderCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [line] = order.lines;
  return (
    <li className={[common.card, styles.order].join(' ')} data-testid="order-card" data-order-no={order.orderNo}>
      <div className={styles.head}>
        <span className={common.muted}>{t('member.orders.number', { orderNo: order.orderNo })}</span>
        <OrderStatusBadge order={order} />
      </div>
      <div className={styles.body}>
        <SizedImage image={order.product.image} alt="" className={styles.image} />
        <div className={styles.what}>
          <Link to={links.orderDetail(order.orderNo)} className={styles.name}>
            {order.product.name}
          </Link>
          {line ? <p className={common.muted}>{t('member.orders.line', { sku: line.skuName, quantity: line.quantity })}</p> : null}
          <p className={common.muted}>
            <time dateTime={new Date(order.createTime).toISOString()}>{formatTime(order.createTime)}</time>
          </p>
        </div>
      </div>
      <div className={styles.foot}>
        <span className={styles.amount}>
          {t('member.orders.amount')} <Price money={order.paidAmount ?? order.payAmount} />
        </span>
        {order.status === ORDER_STATUS.TO_PAY ? (
          <Link to={links.payOrder(order.orderNo)} className={styles.pay}>
            {t('member.orders.pay')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
