import { Navigate, useParams } from 'react-router-dom';
import { productByIdCall, productByLinkSuffixCall, isId, LINK_SUFFIX } from '@topup/shared/contract';
import { ApiError } from '@topup/shared/http';
import { useLocaleQuery } from '@topup/shared/storefront';
import { QueryView, RemotePage } from '@topup/shared/ui';
import page from '../common/page.module.css';
import { ProductNotFound } from './ProductNotFound';
import { ProductSkeleton } from './ProductSkeleton';
import { ProductView } from './ProductView';

/** Unknown product (12) or an id the server cannot read (11): the page says "not found" itself. */
const NOT_FOUND_CODES = [11, 12];

/** /detail/:id and /d/:key: one product, looked up by its id or by its short link. */
export function ProductDetailPage() {
  const { id, key } = useParams();
  const byId = id !== undefined;
  const wellFormed = byId ? isId(id) : key !== undefined && LINK_SUFFIX.test(key);
  const options = { requestOptions: { quietCodes: NOT_FOUND_CODES } };
  const productById = useLocaleQuery(productByIdCall, { id: id ?? '' }, { ...options, enabled: byId && wellFormed });
  const productByKey = useLocaleQuery(productByLinkSuffixCall, { linkSuffix: key ?? '' }, { ...options, enabled: !byId && wellFormed });
  const product = byId ? productById : productByKey;

  if (!byId && key === undefined) return <Navigate to="/detail/empty" replace />;
  const notFound = !wellFormed || (product.error instanceof ApiError && NOT_FOUND_CODES.includes(product.error.code));
  return (
    <RemotePage remote="catalog" className={page.page}>
      {notFound ? (
        <ProductNotFound />
      ) : (
        <QueryView query={product} loading={<ProductSkeleton />}>
          {(data) => <ProductView key={data.id} product={data} />}
        </QueryView>
      )}
    </RemotePage>
  );
}
