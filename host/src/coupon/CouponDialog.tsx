import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { links } from '@topup/shared/remotes';
import { Dialog } from '@topup/shared/ui';
import couponGift from './couponGift.svg';
import styles from './CouponDialog.module.css';

/**
 * The coupon pop-up's dialog: its image leads to the coupon page; the image, the close button, Esc
 * and a click beside it all dismiss it. The shared Dialog traps focus and gives it back on close.
 */
export function CouponDialog({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('coupon.popup.title')} onClose={onDismiss} className={styles.panel}>
      <Link to={links.myCoupons()} className={styles.imageLink} onClick={onDismiss} data-testid="coupon-popup-image">
        <img src={couponGift} width={320} height={200} alt={t('coupon.popup.imageAlt')} className={styles.image} />
      </Link>
      <p className={styles.text}>{t('coupon.popup.text')}</p>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('close')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Dialog>
  );
}
