import { categorySearchCall, goodsPageCall, searchGoodsCall } from '@topup/shared/contract';
import { closeTemplates, testBackends } from '../support/backends';
import { answer, catalogStoreForTests, refusal } from './catalogStore';

afterAll(closeTemplates);

const GENSHIN = ['1021', '1022', '1023'];
const PUBG = ['1011', '1012'];

describe.each(testBackends())('search on $kind', (backend) => {
  const store = catalogStoreForTests(backend);
  const found = async (keyword: string, locale = 'ru') =>
    (await answer(store, searchGoodsCall, { locale, keyword, pageSize: 100 })).list.map((card) => card.id);

  it('finds a game\'s products by its name or alias, in Cyrillic or Latin, in any case', async () => {
    for (const keyword of ['геншин', 'Genshin', 'GENSHIN impact', 'ГЕНШИН', 'Genshin импакт', '  genshin  ']) {
      expect(await found(keyword)).toEqual(GENSHIN);
    }
    for (const keyword of ['пабг', 'pubg', 'PUBG Mobile', 'ПУБГ']) expect(await found(keyword)).toEqual(PUBG);
  });

  it('finds products by their own names and aliases, each word anywhere', async () => {
    expect(await found('кристаллы')).toEqual(['1021', '1041', '1071']);
    expect(await found('genshin кристаллы')).toEqual(['1021']);
    expect(await found('welkin')).toEqual(['1022']);
    expect(await found('Сущность древних')).toEqual(['1031']);
    expect(await found('кошелёк')).toEqual(['1111']);
    expect(await found('кошелек')).toEqual(['1111']);
  });

  it('answers in the storefront\'s locale and currency, without what it does not sell', async () => {
    const br = await answer(store, searchGoodsCall, { locale: 'br', keyword: 'геншин' });
    expect(br.list[0]).toMatchObject({ name: 'Genshin Impact: Cristais Gênesis', fromPrice: { currencyName: 'BRL', amount: 490 } });
    expect(await found('steam', 'me')).toEqual([]);
    expect(await found('steam', 'ru')).toEqual(['1111']);
  });

  it('answers an empty keyword with an empty page', async () => {
    for (const keyword of ['', '   ']) {
      expect(await answer(store, searchGoodsCall, { locale: 'ru', keyword })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
      expect(await answer(store, categorySearchCall, { locale: 'ru', keyword })).toEqual([]);
    }
  });

  it('refuses a search without a keyword with 10 (missing parameter)', async () => {
    expect(await refusal(store, searchGoodsCall, { locale: 'ru' })).toBe(10);
  });

  it('refuses a keyword over 100 characters with 11, and accepts exactly 100', async () => {
    expect(await refusal(store, searchGoodsCall, { locale: 'ru', keyword: 'a'.repeat(101) })).toBe(11);
    expect(await refusal(store, categorySearchCall, { locale: 'ru', keyword: 'g'.repeat(101) })).toBe(11);
    expect(await found('a'.repeat(100))).toEqual([]);
  });

  it('treats SQL and LIKE wildcards in the keyword as plain text', async () => {
    for (const keyword of ["'; drop table products; --", '%', '_', '\\', '%%', 'genshin%', "' or 1=1 --", 'a_c']) {
      expect(await found(keyword)).toEqual([]);
    }
    expect(await answer(store, categorySearchCall, { locale: 'ru', keyword: '%' })).toEqual([]);
    expect((await answer(store, goodsPageCall, { locale: 'ru' })).total).toBe(22);
  });

  it('pages the results', async () => {
    const first = await answer(store, searchGoodsCall, { locale: 'ru', keyword: 'genshin', pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.list.map((card) => card.id)).toEqual(['1021', '1022']);
    const second = await answer(store, searchGoodsCall, { locale: 'ru', keyword: 'genshin', pageSize: 2, pageNum: 2 });
    expect(second.list.map((card) => card.id)).toEqual(['1023']);
    for (const paging of [{ pageNum: 0 }, { pageSize: 101 }, { pageNum: 'abc' }]) {
      expect(await refusal(store, searchGoodsCall, { locale: 'ru', keyword: 'genshin', ...paging })).toBe(11);
    }
  });

  it('finds games by name or alias in any locale and case', async () => {
    const games = async (keyword: string) => (await answer(store, categorySearchCall, { locale: 'ru', keyword })).map((game) => game.id);
    expect(await games('геншин')).toEqual(['102']);
    expect(await games('GENSHIN')).toEqual(['102']);
    expect(await games('Genshin импакт')).toEqual(['102']);
    expect(await games('хср')).toEqual(['103']);
    expect(await games('star')).toEqual(['103', '104']);
    expect(await games('пабг')).toEqual(['101']);
    expect(await games("'; drop table categories; --")).toEqual([]);
    const br = await answer(store, categorySearchCall, { locale: 'br', keyword: 'steam' });
    expect(br).toEqual([{ id: '111', name: 'Carteira Steam', icon: { url: '/media/games/steam.webp', width: 160, height: 160 }, linkSuffix: null, hot: false }]);
  });
});
