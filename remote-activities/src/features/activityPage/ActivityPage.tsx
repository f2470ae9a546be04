import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activityByLinkSuffixCall, activityDetailCall, type ActivityDetail, isId, LINK_SUFFIX } from '@topup/shared/contract';
import { ApiError } from '@topup/shared/http';
import { useLocaleQuery } from '@topup/shared/storefront';
import { EmptyState, LoadingState, ProductGrid, QueryView, RemotePage, Skeleton, SizedImage, StoreLink } from '@topup/shared/ui';
import styles from './ActivityPage.module.css';

/** An unknown page (12) or a key the server cannot read (11) is "not found", said by the page. */
const NOT_FOUND_CODES = [11, 12];

/** /act/:key (by link suffix) and /activies/ext?id= (by id): a DIY activity page, its title and blocks. */
export function ActivityPage() {
  const { t } = useTranslation();
  const { key } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const byKey = key !== undefined;
  const wellFormed = byKey ? LINK_SUFFIX.test(key) : isId(id);
  const options = { requestOptions: { quietCodes: NOT_FOUND_CODES } };
  const pageByKey = useLocaleQuery(activityByLinkSuffixCall, { linkSuffix: key ?? '' }, { ...options, enabled: byKey && wellFormed });
  const pageById = useLocaleQuery(activityDetailCall, { id }, { ...options, enabled: !byKey && wellFormed });
  const activity = byKey ? pageByKey : pageById;
  const notFound = !wellFormed || (activity.error instanceof ApiError && NOT_FOUND_CODES.includes(activity.error.code));

  return (
    <RemotePage remote="activities" className={styles.page}>
      {notFound ? (
        <EmptyState titleAs="h1" title={t('catalog.activity.notFoundTitle')} text={t('catalog.activity.notFoundText')} action={<Link to="/">{t('catalog.toHome')}</Link>} />
      ) : (
        <QueryView
          query={activity}
          loading={
            <LoadingState className={styles.page}>
              <Skeleton height={36} width="60%" />
              <Skeleton aspectRatio="3 / 1" />
            </LoadingState>
          }
        >
          {(data) => <Activity activity={data} />}
        </QueryView>
      )}
    </RemotePage>
  );
}

function Activity({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${activity.title} · ${t('brand')}`;
  }, [activity.title, t]);
  return (
    <>
      <h1 className={styles.title}>{activity.title}</h1>
      {activity.blocks.length === 0 ? <p className={styles.muted}>{t('catalog.activity.emptyText')}</p> : null}
      {activity.blocks.map((block, index) => {
        const aboveFold = index < 2;
        switch (block.type) {
          case 'banner': {
            const image = <SizedImage image={block.image} alt="" eager={aboveFold} className={styles.banner} />;
            return block.link ? (
              <StoreLink key={index} to={block.link} className={styles.bannerLink}>
                {image}
              </StoreLink>
            ) : (
              <div key={index}>{image}</div>
            );
          }
          case 'text':
            return (
              <section key={index} className={styles.block}>
                <h2 className={styles.blockTitle}>{block.title}</h2>
                {block.body.split(/\n{2,}/).map((paragraph, paragraphIndex) => (
                  <p key={paragraphIndex} className={styles.text}>
                    {paragraph}
                  </p>
                ))}
              </section>
            );
          case 'products':
            return (
              <section key={index} className={styles.block}>
                <h2 className={styles.blockTitle}>{block.title}</h2>
                <ProductGrid products={block.products} eagerCount={aboveFold ? 5 : 0} />
              </section>
            );
        }
      })}
    </>
  );
}
