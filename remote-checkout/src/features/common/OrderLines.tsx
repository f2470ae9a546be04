import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@topup/shared/contract';
import { Price } from '@topup/shared/ui';
import styles from './OrderLines.module.css';

/** What an order buys: each SKU with its quantity and amount. */
export function OrderLines({ lines }: { lines: OrderDetail['lines'] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.skuId} className={styles.line}>
          <span>{t('checkout.summary.item', { name: line.skuName, quantity: line.quantity })}</span>
          <Price money={line.amount} />
        </li>
      ))}
    </ul>
  );
}
