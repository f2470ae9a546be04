import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, RemotePage } from '@topup/shared/ui';
import page from '../common/page.module.css';

/** /detail/empty: where links to a product that is gone lead. */
export function EmptyProductPage() {
  const { t } = useTranslation();
  return (
    <RemotePage remote="catalog" className={page.page}>
      <h1 className={page.title}>{t('title.detailEmpty')}</h1>
      <EmptyState title={t('catalog.product.emptyTitle')} text={t('catalog.product.emptyText')} action={<Link to="/activies/ext/list">{t('catalog.allGames')}</Link>} />
    </RemotePage>
  );
}
