import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categorySearchCall, searchGoodsCall, searchPageRequests } from '@topup/shared/contract';
import { clearSearchHistory, readSearchHistory, rememberSearch, searchPath } from '@topup/shared/search';
import { useLocaleQuery } from '@topup/shared/storefront';
import { Button, EmptyState, LoadingState, Pager, ProductGrid, ProductGridSkeleton, QueryView, RemotePage } from '@topup/shared/ui';
import { GameGrid, GameGridSkeleton } from '../common/GameGrid';
import { Section } from '../common/Section';
import page from '../common/page.module.css';
import styles from './SearchPage.module.css';

/** /search?keyword=…&page=…: games and products matching the keyword, kept in the search history. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requests = searchPageRequests(params);
  const { keyword } = requests;
  const { pageNum } = requests.goods;

  // A link or a bookmark lands here without the header's box: remember the search all the same.
  useEffect(() => {
    if (keyword) rememberSearch(keyword);
  }, [keyword]);

  const games = useLocaleQuery(categorySearchCall, requests.games, { enabled: keyword !== '' });
  const goods = useLocaleQuery(searchGoodsCall, requests.goods, { enabled: keyword !== '', keepPrevious: true });

  if (!keyword) {
    return (
      <RemotePage remote="catalog" className={page.page}>
        <h1 className={page.title}>{t('title.search')}</h1>
        <SearchHistory />
      </RemotePage>
    );
  }

  function showPage(next: number) {
    setParams({ keyword, page: String(next) });
    window.scrollTo?.({ top: 0 });
  }

  const nothingFound = games.data?.length === 0 && goods.data?.total === 0;
  return (
    <RemotePage remote="catalog" className={page.page}>
      <h1 className={page.title}>{t('catalog.search.resultsFor', { keyword })}</h1>
      {nothingFound ? (
        <EmptyState
          title={t('catalog.search.nothingTitle', { keyword })}
          text={t('catalog.search.nothingText')}
          action={<Link to="/activies/ext/list">{t('catalog.allGames')}</Link>}
        />
      ) : (
        <>
          {pageNum === 1 ? (
            <QueryView
              query={games}
              loading={
                <LoadingState>
                  <GameGridSkeleton count={3} />
                </LoadingState>
              }
              error={() => null}
              isEmpty={(list) => list.length === 0}
              empty={null}
            >
              {(list) => (
                <Section title={t('catalog.search.games')}>
                  <GameGrid games={list} eagerCount={8} />
                </Section>
              )}
            </QueryView>
          ) : null}
          <QueryView
            query={goods}
            loading={
              <LoadingState>
                <ProductGridSkeleton count={10} />
              </LoadingState>
            }
            isEmpty={(result) => result.total === 0}
            empty={null}
          >
            {(result) => (
              <Section title={t('catalog.search.products', { total: result.total })}>
                <ProductGrid products={result.list} eagerCount={pageNum === 1 ? 5 : 0} />
                <Pager pageNum={result.pageNum} pageSize={result.pageSize} total={result.total} onChange={showPage} busy={goods.isFetching} />
              </Section>
            )}
          </QueryView>
        </>
      )}
    </RemotePage>
  );
}

/** With no keyword: the visitor's recent searches, to run again or forget. */
function SearchHistory() {
  const { t } = useTranslation();
  const [history, setHistory] = useState(readSearchHistory);
  if (history.length === 0) {
    return <EmptyState title={t('catalog.search.startTitle')} text={t('catalog.search.startText')} action={<Link to="/activies/ext/list">{t('catalog.allGames')}</Link>} />;
  }
  return (
    <Section
      title={t('catalog.search.history')}
      action={
        <Button
          variant="ghost"
          onClick={() => {
            clearSearchHistory();
            setHistory([]);
          }}
        >
          {t('catalog.search.clearHistory')}
        </Button>
      }
    >
      <ul className={styles.history}>
        {history.map((item) => (
          <li key={item}>
            <Link to={searchPath(item)} className={styles.chip}>
              {item}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
