import { useTranslation } from 'react-i18next';
import { localizedText, type CustomerCouponId, type UsableCoupon } from '@topup/shared/contract';
import { useFormatMoney, useLocale } from '@topup/shared/storefront';
import { SelectField } from '@topup/shared/ui';
import styles from './CouponChoice.module.css';

export interface CouponChoiceProps {
  coupons: readonly UsableCoupon[] | undefined;
  chosenId: CustomerCouponId | null;
  onChoose(couponId: CustomerCouponId | null): void;
  /** Message key when the server refused the chosen coupon. */
  error?: string;
}

/** A usable coupon or none; the amount to pay follows the choice. */
export function CouponChoice({ coupons, chosenId, onChoose, error }: CouponChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatMoney();
  if (!coupons) return <p className={styles.muted}>{t('ui.loading')}</p>;
  if (coupons.length === 0) return <p className={styles.muted}>{t('checkout.coupon.none')}</p>;
  return (
    <SelectField
      name="coupon"
      label={t('checkout.coupon.label')}
      placeholder={t('checkout.coupon.without')}
      value={chosenId ?? ''}
      error={error ? t(error) : undefined}
      options={coupons.map((coupon) => ({
        value: coupon.id,
        label: t('checkout.coupon.option', {
          name: localizedText(coupon.rule.name, locale),
          discount: format({ currencyName: coupon.rule.currencyName, amount: coupon.discountMinor }),
        }),
      }))}
      onChange={(value) => onChoose(coupons.find((coupon) => coupon.id === value)?.id ?? null)}
    />
  );
}
