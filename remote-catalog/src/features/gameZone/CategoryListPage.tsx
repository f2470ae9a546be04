import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categoryClassifyCall } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { EmptyState, LoadingState, QueryView, RemotePage, Skeleton } from '@topup/shared/ui';
import { GameGrid, GameGridSkeleton } from '../common/GameGrid';
import { Section } from '../common/Section';
import page from '../common/page.module.css';

/** /activies/ext/list: every game, grouped by kind (mobile, PC, gift cards). */
export function CategoryListPage() {
  const { t } = useTranslation();
  const kinds = useLocaleQuery(categoryClassifyCall, {});
  return (
    <RemotePage remote="catalog" className={page.page}>
      <h1 className={page.title}>{t('title.categoryList')}</h1>
      <QueryView
        query={kinds}
        loading={
          <LoadingState className={page.page}>
            <Skeleton height={24} width="30%" />
            <GameGridSkeleton count={16} />
          </LoadingState>
        }
        isEmpty={(list) => list.every((kind) => kind.categories.length === 0)}
        empty={<EmptyState title={t('catalog.categories.emptyTitle')} text={t('catalog.categories.emptyText')} action={<Link to="/">{t('catalog.toHome')}</Link>} />}
      >
        {(list) =>
          list
            .filter((kind) => kind.categories.length > 0)
            .map((kind, index) => (
              <Section key={kind.key} title={kind.name}>
                <GameGrid games={kind.categories} eagerCount={index === 0 ? 16 : 0} />
              </Section>
            ))
        }
      </QueryView>
    </RemotePage>
  );
}
