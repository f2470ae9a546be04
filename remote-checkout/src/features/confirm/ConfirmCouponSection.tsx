import { useTranslation } from 'react-i18next';
import styles from '../common/checkout.module.css';
import { CouponChoice } from './CouponChoice';
import type { ConfirmFormState } from './useConfirmForm';

/** The coupon the order spends, chosen among the buyer's usable ones (signed-in buyers only). */
export function ConfirmCouponSection({ signedIn, coupon }: Pick<ConfirmFormState, 'signedIn' | 'coupon'>) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="checkout-coupon">
      <h2 id="checkout-coupon" className={styles.cardTitle}>
        {t('checkout.coupon.title')}
      </h2>
      {signedIn ? (
        <CouponChoice coupons={coupon.coupons} chosenId={coupon.chosenCouponId} error={coupon.couponError} onChoose={coupon.chooseCoupon} />
      ) : (
        <p className={styles.muted}>{t('checkout.coupon.signIn')}</p>
      )}
    </section>
  );
}
