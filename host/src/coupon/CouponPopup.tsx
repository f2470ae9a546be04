import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { dismissCouponTips, useCommonState } from '@topup/shared/commonState';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useFeature } from '@topup/shared/storefront';
import { Dialog } from '@topup/shared/ui';
import couponGift from './couponGift.svg';
import styles from './CouponPopup.module.css';


/**
 * The coupon pop-up (spec, section 2): over any page while the signed-in customer has unread
 * coupons, in storefronts that offer coupons. Its image leads to the coupon page; the image, the
 * close button, Esc and a click beside it all dismiss it, and the server keeps it dismissed.
 * The shared Dialog traps focus and gives it back on close.
 */
export function CouponPopup() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const coupons = useFeature('coupon');
  const unread = useCommonState((state) => state.couponTips);
  const dismiss = () => void dismissCouponTips();
  // On the coupon page itself the coupons are already in view.
  const onCouponPage = useLocation().pathname === links.myCoupons();

  return (
    <Dialog open={signedIn && coupons && unread && !onCouponPage} title={t('coupon.popup.title')} onClose={dismiss} className={styles.panel}>
      <Link to={links.myCoupons()} className={styles.imageLink} onClick={dismiss} data-testid="coupon-popup-image">
        <img src={couponGift} width={320} height={200} alt={t('coupon.popup.imageAlt')} className={styles.image} />
      </Link>
      <p className={styles.text}>{t('coupon.popup.text')}</p>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t('close')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Dialog>
  );
}
