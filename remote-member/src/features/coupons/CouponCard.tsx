import { useTranslation } from 'react-i18next';
import { localizedText, type UserCoupon } from '@topup/shared/contract';
import { useFormatDateTime, useFormatMoney, useLocale } from '@topup/shared/storefront';
import common from '../common/member.module.css';
import styles from './coupons.module.css';

/**
 * One coupon: its value, threshold, validity, scope, written rules and state. The list's coupons
 * carry their rule (the template) already, so no second call for it is needed.
 */
export function CouponCard({ coupon }: { coupon: UserCoupon }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const formatTime = useFormatDateTime();
  const { rule } = coupon;
  const money = (amount: number) => formatMoney({ currencyName: rule.currencyName, amount });
  const value =
    rule.discountType === 'amount'
      ? t('coupon.discountAmount', { amount: money(rule.discountAmountMinor ?? 0) })
      : t('coupon.discountPercent', { percent: rule.discountPercent });
  const description = localizedText(rule.description, locale);
  return (
    <li className={[common.card, styles.coupon, coupon.status !== 'unused' ? styles.spent : ''].join(' ')} data-testid="coupon-card">
      <div className={styles.value}>
        <strong className={styles.amount}>{value}</strong>
        {rule.discountType === 'percent' && rule.maxDiscountMinor !== null ? (
          <span className={common.muted}>{t('coupon.discountCap', { amount: money(rule.maxDiscountMinor) })}</span>
        ) : null}
      </div>
      <div className={styles.about}>
        <h2 className={common.cardTitle}>{localizedText(rule.name, locale)}</h2>
        <p className={common.muted}>{rule.thresholdMinor > 0 ? t('coupon.threshold', { amount: money(rule.thresholdMinor) }) : t('coupon.noThreshold')}</p>
        <p className={common.muted}>{t(rule.scope === 'all' ? 'coupon.scopeAll' : 'coupon.scopeCategories')}</p>
        <p className={common.muted}>
          {t('member.coupons.validity', { from: formatTime(coupon.validFrom, 'date'), to: formatTime(coupon.validTo, 'date') })}
        </p>
        {description ? (
          <p className={styles.rules}>
            {t('member.coupons.rules')}: {description}
          </p>
        ) : null}
        <p className={styles.state}>
          <span className={common.badge}>{t(`coupon.status.${coupon.status}`)}</span>
          {coupon.orderNo ? <span className={common.muted}> {t('coupon.forOrder', { orderNo: coupon.orderNo })}</span> : null}
        </p>
      </div>
    </li>
  );
}
