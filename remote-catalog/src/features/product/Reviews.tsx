import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productReviewsCall, productReviewsRequest, type ProductDetail, type Review } from '@topup/shared/contract';
import { useCommonState } from '@topup/shared/commonState';
import { dateTimeFormat, useLocaleQuery, useStorefront } from '@topup/shared/storefront';
import { EmptyState, LoadingState, Pager, QueryView, Skeleton } from '@topup/shared/ui';
import { Section } from '../common/Section';
import { formatRating } from './formatRating';
import styles from './Reviews.module.css';

/** Until the evaluate config arrives (or when it cannot), the store's usual scale and page. */
const DEFAULT_MAX_SCORE = 5;
const DEFAULT_PAGE_SIZE = 5;

/** Ratings and reviews of the product, newest first, page by page (only where 'evaluate' is on). */
export function Reviews({ productId, rating }: { productId: string; rating: ProductDetail['rating'] }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const language = useStorefront()?.language;
  const pageSize = useCommonState((state) => state.evaluateConfig?.reviewsPerPage ?? DEFAULT_PAGE_SIZE);
  const reviews = useLocaleQuery(productReviewsCall, productReviewsRequest(productId, pageNum, pageSize), { keepPrevious: true });
  return (
    <div id="reviews">
      <Section title={t('catalog.reviews.title')}>
        {rating.count > 0 ? (
          <p className={styles.summary}>
            <Stars rating={Math.round(rating.average)} />
            {t('catalog.product.ratingSummary', { average: formatRating(rating.average, language), total: rating.count })}
          </p>
        ) : null}
        <QueryView
          query={reviews}
          loading={
            <LoadingState>
              <Skeleton height={88} />
            </LoadingState>
          }
          isEmpty={(result) => result.total === 0}
          empty={<EmptyState title={t('catalog.reviews.emptyTitle')} text={t('catalog.reviews.emptyText')} />}
        >
          {(result) => (
            <>
              <ul className={styles.list}>
                {result.list.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
              <Pager pageNum={result.pageNum} pageSize={result.pageSize} total={result.total} onChange={setPageNum} busy={reviews.isFetching} />
            </>
          )}
        </QueryView>
      </Section>
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const maxScore = useCommonState((state) => state.evaluateConfig?.maxScore ?? DEFAULT_MAX_SCORE);
  return (
    <span className={styles.stars} role="img" aria-label={t('catalog.reviews.stars', { rating, max: maxScore })}>
      {'★'.repeat(rating)}
      <span className={styles.starsOff}>{'★'.repeat(Math.max(0, maxScore - rating))}</span>
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const language = useStorefront()?.language;
  const date = dateTimeFormat(language, { dateStyle: 'medium' }).format(review.createTime);
  return (
    <article className={styles.review}>
      <header className={styles.header}>
        <span className={styles.author}>{review.author}</span>
        <Stars rating={review.rating} />
        <time dateTime={new Date(review.createTime).toISOString()} className={styles.meta}>
          {date}
        </time>
      </header>
      <p className={styles.meta}>{review.skuName}</p>
      <p className={styles.text}>{review.text}</p>
    </article>
  );
}
