import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { groupFrameCall, productPageRequests } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { QueryView, SizedImage, Skeleton } from '@topup/shared/ui';
import styles from './GroupSwitcher.module.css';

/** The other products of the goods group (e.g. crystals and the monthly pass of one game), to switch. */
export function GroupSwitcher({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const frame = useLocaleQuery(groupFrameCall, productPageRequests(productId).groupFrame);
  return (
    <QueryView
      query={frame}
      loading={<Skeleton height={48} />}
      // The switcher only helps; without it the product can still be bought.
      error={() => null}
      isEmpty={(data) => data.products.length < 2}
      empty={null}
    >
      {(data) => (
        <nav aria-label={t('catalog.product.groupProducts', { group: data.name })}>
          <ul className={styles.list}>
            {data.products.map((product) => (
              <li key={product.id}>
                <Link to={`/detail/${product.id}`} className={styles.item} aria-current={product.id === productId ? 'page' : undefined}>
                  <SizedImage image={product.image} alt="" className={styles.image} />
                  <span>{product.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </QueryView>
  );
}
