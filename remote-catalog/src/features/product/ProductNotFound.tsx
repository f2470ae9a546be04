import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@topup/shared/ui';

/** A product that does not exist (any more): say so kindly and lead back to the shop. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      titleAs="h1"
      title={t('catalog.product.notFoundTitle')}
      text={t('catalog.product.notFoundText')}
      action={<Link to="/">{t('catalog.toHome')}</Link>}
    />
  );
}
