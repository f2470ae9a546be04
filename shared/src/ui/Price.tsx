import { useTranslation } from 'react-i18next';
import type { Money } from '@topup/shared/contract';
import { useFormatMoney } from '@topup/shared/storefront';
import styles from './Price.module.css';

export interface PriceProps {
  money: Money;
  /** The price before a discount, shown struck through. */
  original?: Money | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** A price in the storefront's currency and language, in tabular figures, never truncated. */
export function Price({ money, original, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.current}>{format(money)}</span>
      {original && original.amount > money.amount ? (
        <del className={styles.original}>
          <span className={styles.visuallyHidden}>{t('ui.oldPrice')} </span>
          {format(original)}
        </del>
      ) : null}
    </span>
  );
}
