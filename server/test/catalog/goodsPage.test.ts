import { goodsPageCall, PRODUCT_SORTS, type ProductCard } from '@topup/shared/contract';
import { closeTemplates, testBackends } from '../support/backends';
import { answer, catalogStoreForTests, refusal } from './catalogStore';

afterAll(closeTemplates);

const ids = (cards: ProductCard[]) => cards.map((card) => card.id);

describe.each(testBackends())('the goods page on $kind', (backend) => {
  const store = catalogStoreForTests(backend);
  const page = (request: Record<string, unknown>) => answer(store, goodsPageCall, { locale: 'ru', ...request });

  it('pages every listed product, hot ones first, with prices in roubles', async () => {
    const first = await page({ pageSize: 6 });
    expect(first.total).toBe(22);
    expect(ids(first.list)).toEqual(['1011', '1021', '1022', '1031', '1041', '1012']);
    expect(first.list[0]).toEqual({
      id: '1011',
      categoryId: '101',
      categoryName: 'PUBG Mobile',
      name: 'PUBG Mobile: UC',
      image: { url: '/media/products/pubg-uc.webp', width: 480, height: 480 },
      fromPrice: { currencyName: 'RUB', amount: 8900 },
      labels: [
        { id: '1', name: 'Хит', color: '#e5484d' },
        { id: '4', name: 'Быстро', color: '#0090ff' },
      ],
      soldCount: 15840,
    });
    const last = await page({ pageSize: 6, pageNum: 4 });
    expect(last).toMatchObject({ total: 22, pageNum: 4, pageSize: 6 });
    expect(last.list).toHaveLength(4);
    const all = await page({ pageSize: 100 });
    expect(new Set(ids(all.list)).size).toBe(22);
    expect(await page({ pageNum: 99 })).toEqual({ list: [], total: 22, pageNum: 99, pageSize: 20 });
  });

  it('answers in Portuguese with prices in reais', async () => {
    const br = await answer(store, goodsPageCall, { locale: 'br', pageSize: 2 });
    expect(br.list.map((card) => [card.name, card.fromPrice])).toEqual([
      ['PUBG Mobile: UC', { currencyName: 'BRL', amount: 490 }],
      ['Genshin Impact: Cristais Gênesis', { currencyName: 'BRL', amount: 490 }],
    ]);
  });

  it('leaves out what a storefront has no price for', async () => {
    const me = await answer(store, goodsPageCall, { locale: 'me', pageSize: 100 });
    expect(me.total).toBe(21);
    expect(ids(me.list)).not.toContain('1111');
  });

  it.each(PRODUCT_SORTS)('sorts by %s, every page in one consistent order', async (sort) => {
    const all = (await page({ sort, pageSize: 100 })).list;
    const paged = [...(await page({ sort, pageSize: 8 })).list, ...(await page({ sort, pageSize: 8, pageNum: 2 })).list, ...(await page({ sort, pageSize: 8, pageNum: 3 })).list];
    expect(ids(paged)).toEqual(ids(all));
    const pairs = all.slice(1).map((card, index) => [all[index] as ProductCard, card] as const);
    for (const [before, after] of pairs) {
      if (sort === 'sales') expect(before.soldCount).toBeGreaterThanOrEqual(after.soldCount);
      if (sort === 'priceAsc') expect(before.fromPrice.amount).toBeLessThanOrEqual(after.fromPrice.amount);
      if (sort === 'priceDesc') expect(before.fromPrice.amount).toBeGreaterThanOrEqual(after.fromPrice.amount);
    }
  });

  it('sorts by sales, price and newest as the demo data says', async () => {
    expect(ids((await page({ sort: 'sales', pageSize: 3 })).list)).toEqual(['1011', '1021', '1041']);
    expect(ids((await page({ sort: 'priceAsc', pageSize: 7 })).list)).toEqual(['1011', '1021', '1031', '1051', '1061', '1071', '1081']);
    expect((await page({ sort: 'priceDesc', pageSize: 1 })).list[0]).toMatchObject({ id: '1012', fromPrice: { amount: 89900 } });
    expect(ids((await page({ sort: 'newest', pageSize: 3 })).list)).toEqual(['1101', '1082', '1042']);
  });

  it('filters by game, by label and to hot products', async () => {
    expect(ids((await page({ categoryId: '102' })).list)).toEqual(['1021', '1022', '1023']);
    expect(ids((await page({ labelId: '2' })).list)).toEqual(['1021', '1022']);
    expect(ids((await page({ hotOnly: true })).list)).toEqual(['1011', '1021', '1022', '1031', '1041']);
    expect(ids((await page({ hotOnly: true, categoryId: '101' })).list)).toEqual(['1011']);
    expect(await page({ categoryId: '999' })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    expect(await page({ labelId: '9223372036854775807' })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  });

  it('refuses bad paging and unknown sorts with 11', async () => {
    for (const request of [{ pageNum: 0 }, { pageSize: 101 }, { pageNum: 'abc' }, { pageSize: -1 }, { sort: 'cheapest' }, { categoryId: 'pubg' }]) {
      expect(await refusal(store, goodsPageCall, { locale: 'ru', ...request })).toBe(11);
    }
  });
});
