import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PAGE_REQUESTS, categoryIndexCall, goodsPageCall, pageInfoCall } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { EmptyState, LoadingState, ProductGrid, ProductGridSkeleton, QueryView, RemotePage, Skeleton } from '@topup/shared/ui';
import { GameGrid, GameGridSkeleton } from '../common/GameGrid';
import { Section } from '../common/Section';
import page from '../common/page.module.css';
import { BannerCarousel, BannerCarouselSkeleton } from './BannerCarousel';
import { RenderWhenNear } from '../common/RenderWhenNear';
import { BuyerOrderTicker, TICKER_HEIGHT } from './BuyerOrderTicker';
import styles from './HomePage.module.css';

type HomeSection = { type: 'banners' | 'gameZone' | 'hotProducts' | 'buyerOrders'; title: string };

/** / : the sections the page info lists, in its order. */
export function HomePage() {
  const { t } = useTranslation();
  const info = useLocaleQuery(pageInfoCall, HOME_PAGE_REQUESTS.pageInfo);
  return (
    <RemotePage remote="catalog" className={page.page}>
      <h1 className={styles.visuallyHidden}>{info.data?.title ?? t('title.home')}</h1>
      <QueryView
        query={info}
        loading={
          <LoadingState className={page.page}>
            <BannerCarouselSkeleton />
            <GameGridSkeleton />
            <ProductGridSkeleton />
          </LoadingState>
        }
        isEmpty={(data) => data.sections.length === 0}
        empty={<EmptyState title={t('catalog.home.emptyTitle')} text={t('catalog.home.emptyText')} action={<Link to="/activies/ext/list">{t('catalog.allGames')}</Link>} />}
      >
        {(data) => data.sections.map((section, index) => <HomeSectionView key={`${section.type}-${index}`} section={section} aboveFold={index < 2} />)}
      </QueryView>
    </RemotePage>
  );
}

function HomeSectionView({ section, aboveFold }: { section: HomeSection; aboveFold: boolean }) {
  const { t } = useTranslation();
  switch (section.type) {
    case 'banners':
      return <BannerCarousel label={section.title} />;
    case 'gameZone':
      return (
        <Section title={section.title} action={<Link to="/activies/ext/list">{t('catalog.allGames')}</Link>}>
          <GameZone eager={aboveFold} />
        </Section>
      );
    case 'hotProducts':
      return (
        <Section title={section.title}>
          <HotProducts eager={aboveFold} />
        </Section>
      );
    case 'buyerOrders':
      // Its 40 links are a third of the page's elements: below the first screen, drawn when near.
      return (
        <Section title={section.title}>
          {aboveFold ? (
            <BuyerOrderTicker />
          ) : (
            <RenderWhenNear placeholderHeight={TICKER_HEIGHT}>
              <BuyerOrderTicker />
            </RenderWhenNear>
          )}
        </Section>
      );
  }
}

function GameZone({ eager }: { eager: boolean }) {
  const { t } = useTranslation();
  const games = useLocaleQuery(categoryIndexCall, HOME_PAGE_REQUESTS.games);
  return (
    <QueryView
      query={games}
      loading={
        <LoadingState>
          <GameGridSkeleton />
        </LoadingState>
      }
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={t('catalog.home.noGames')} />}
    >
      {(list) => <GameGrid games={list} eagerCount={eager ? 8 : 0} />}
    </QueryView>
  );
}

function HotProducts({ eager }: { eager: boolean }) {
  const { t } = useTranslation();
  const products = useLocaleQuery(goodsPageCall, HOME_PAGE_REQUESTS.hotProducts);
  return (
    <QueryView
      query={products}
      loading={
        <LoadingState>
          <ProductGridSkeleton />
        </LoadingState>
      }
      isEmpty={(result) => result.list.length === 0}
      empty={<EmptyState title={t('catalog.home.noProducts')} action={<Link to="/activies/ext/list">{t('catalog.allGames')}</Link>} />}
    >
      {(result) => <ProductGrid products={result.list} eagerCount={eager ? 5 : 0} />}
    </QueryView>
  );
}
