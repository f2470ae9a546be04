import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@topup/shared/ui';
import styles from './member.module.css';

/** A page of a feature the current storefront does not offer (coupons in en, the wallet in mx). */
export function FeatureOff() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('member.featureOff.title')}
      text={t('member.featureOff.text')}
      action={
        <Link to="/my" className={styles.link}>
          {t('member.featureOff.action')}
        </Link>
      }
    />
  );
}
