import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { payWayCodeOf, prePayFormInfoCall, type OrderDetail } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { Price, usePayWayName } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { PlayerSummary } from '../common/PlayerSummary';
import receipt from './Receipt.module.css';

/** What was bought, as the success page's receipt says it: item, quantity, amount, pay way, player, number; and buying it again. */
export function Receipt({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const payWayName = usePayWayName();
  // The form's labels name the player's fields ('ID игрока'); without them the keys show.
  const form = useLocaleQuery(prePayFormInfoCall, { productId: order.product.id }, { requestOptions: { quietCodes: [11, 12] } });
  const quantity = order.lines.reduce((total, line) => total + line.quantity, 0);
  const items = order.lines.map((line) => line.skuName).join(', ');
  return (
    <section className={styles.card} aria-labelledby="receipt-title" data-testid="receipt">
      <h2 id="receipt-title" className={styles.cardTitle}>
        {t('checkout.receipt.title')}
      </h2>
      <dl className={receipt.facts}>
        <div>
          <dt>{t('checkout.receipt.item')}</dt>
          <dd>
            {order.product.name} · {items}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.receipt.quantity')}</dt>
          <dd>{quantity}</dd>
        </div>
        <div>
          <dt>{order.paidAmount ? t('checkout.receipt.paid') : t('checkout.receipt.toPay')}</dt>
          <dd className={receipt.amount}>
            <Price money={order.paidAmount ?? order.payAmount} />
          </dd>
        </div>
        {order.payWayId ? (
          <div>
            <dt>{t('checkout.receipt.payWay')}</dt>
            <dd>{payWayName(payWayCodeOf(order.payWayId))}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.receipt.orderNo')}</dt>
          <dd className={receipt.number}>{order.orderNo}</dd>
        </div>
      </dl>
      <PlayerSummary account={order.account} fields={form.data?.fields} nickname={order.nickname} />
      <div className={styles.actions}>
        <Link to={`/detail/${order.product.id}`} className={styles.link}>
          {t('checkout.receipt.buyAgain')}
        </Link>
      </div>
    </section>
  );
}
