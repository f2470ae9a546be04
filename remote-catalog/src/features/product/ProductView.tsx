import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@topup/shared/contract';
import { searchPath } from '@topup/shared/search';
import { useFeature, useStorefront } from '@topup/shared/storefront';
import { LabelChips } from '@topup/shared/ui';
import { Section } from '../common/Section';
import { Gallery } from './Gallery';
import { GroupSwitcher } from './GroupSwitcher';
import { PurchasePanel } from './PurchasePanel';
import { Reviews } from './Reviews';
import { formatRating } from './formatRating';
import styles from './ProductView.module.css';

// The share dialog and its poster's tools load when the visitor first shares, not with the page.
const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })));

/** A loaded product: gallery, name and labels, the group's other products, purchase, description, reviews. */
export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const evaluate = useFeature('evaluate');
  const language = useStorefront()?.language;
  const [sharing, setSharing] = useState(false);

  // The tab and a shared link's preview name the product, not just "Product".
  useEffect(() => {
    document.title = `${product.name} · ${t('brand')}`;
  }, [product.name, t]);

  const images = product.gallery.length > 0 ? product.gallery : [product.image];
  return (
    <>
      <nav aria-label={t('catalog.product.breadcrumbs')} className={styles.breadcrumbs}>
        <Link to="/">{t('nav.home')}</Link>
        <span aria-hidden="true">/</span>
        <Link to={searchPath(product.categoryName)}>{product.categoryName}</Link>
      </nav>
      <div className={styles.layout}>
        <Gallery images={images} name={product.name} />
        <div className={styles.info}>
          <LabelChips labels={product.labels} />
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.game}>{product.categoryName}</p>
          {evaluate && product.rating.count > 0 ? (
            <a href="#reviews" className={styles.rating}>
              <span aria-hidden="true">★ </span>
              {t('catalog.product.ratingSummary', { average: formatRating(product.rating.average, language), total: product.rating.count })}
            </a>
          ) : null}
          <GroupSwitcher productId={product.id} />
          <PurchasePanel product={product} onShare={() => setSharing(true)} />
        </div>
      </div>
      {product.description ? (
        <Section title={t('catalog.product.description')}>
          <div className={styles.description}>
            {product.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}
      {evaluate ? <Reviews productId={product.id} rating={product.rating} /> : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog open onClose={() => setSharing(false)} product={product} />
        </Suspense>
      ) : null}
    </>
  );
}
