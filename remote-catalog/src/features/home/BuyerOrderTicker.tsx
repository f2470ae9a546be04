import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PAGE_REQUESTS, buyerOrdersCall, type BuyerOrder } from '@topup/shared/contract';
import { useLocaleQuery, useStorefront } from '@topup/shared/storefront';
import { LoadingState, QueryView, Skeleton } from '@topup/shared/ui';
import { timeAgo } from '../common/timeAgo';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import styles from './BuyerOrderTicker.module.css';

/**
 * The moving ticker's height in px: one 21 px line of the list, its padding of 12 px above and
 * below, and the 1 px border. Its skeleton and the box that stands in for it are as tall, so
 * nothing moves when it arrives.
 */
export const TICKER_HEIGHT = 47;

/**
 * Recent purchases, anonymised, scrolling sideways. It pauses under the pointer or keyboard
 * focus, and stands still as a plain list for visitors who asked for reduced motion.
 */
export function BuyerOrderTicker() {
  const { t } = useTranslation();
  const query = useLocaleQuery(buyerOrdersCall, HOME_PAGE_REQUESTS.buyerOrders);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryView
      query={query}
      loading={
        <LoadingState>
          <Skeleton height={TICKER_HEIGHT} />
        </LoadingState>
      }
      isEmpty={(orders) => orders.length === 0}
      empty={<p className={styles.none}>{t('catalog.home.noOrders')}</p>}
    >
      {(orders) => (
        <div className={reducedMotion ? styles.still : styles.ticker} data-testid="buyer-orders" data-motion={reducedMotion ? 'still' : 'moving'}>
          <div className={styles.track}>
            <OrderList orders={orders} />
            {/* The second copy makes the loop seamless; it is decoration only. */}
            {reducedMotion ? null : <OrderList orders={orders} hidden />}
          </div>
        </div>
      )}
    </QueryView>
  );
}

function OrderList({ orders, hidden }: { orders: BuyerOrder[]; hidden?: boolean }) {
  const { t } = useTranslation();
  const language = useStorefront()?.language;
  const now = Date.now();
  return (
    <ul className={styles.list} aria-hidden={hidden ? 'true' : undefined}>
      {orders.map((order, index) => (
        <li key={`${order.time}-${index}`} className={styles.item}>
          <Link to={`/detail/${order.productId}`} tabIndex={hidden ? -1 : undefined} className={styles.link}>
            {t('catalog.home.bought', { buyer: order.buyer, sku: order.skuName, quantity: order.quantity, product: order.productName })}
          </Link>{' '}
          <span className={styles.time}>{timeAgo(order.time, now, language)}</span>
        </li>
      ))}
    </ul>
  );
}
