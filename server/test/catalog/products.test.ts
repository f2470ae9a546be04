import { and, eq, inArray } from 'drizzle-orm';
import {
  groupFrameCall,
  labelsByIdsCall,
  productByIdCall,
  productByLinkSuffixCall,
  productReviewsCall,
  skusByGroupCall,
} from '@topup/shared/contract';
import { publicDataChanged } from '../../src/app/publicDataChanges';
import { reviews } from '../../src/db/schema';
import { closeTemplates, testBackends } from '../support/backends';
import { answer, catalogStoreForTests, refusal, send } from './catalogStore';

afterAll(closeTemplates);

describe.each(testBackends())('products on $kind', (backend) => {
  const store = catalogStoreForTests(backend);

  it('answers a product in Russian with its price in roubles', async () => {
    const product = await answer(store, productByIdCall, { locale: 'ru', id: '1011' });
    expect(product).toEqual({
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
      linkSuffix: 'pubg-uc',
      goodsGroupId: '201',
      description: expect.stringContaining('Unknown Cash (UC) — валюта PUBG Mobile'),
      gallery: [
        { url: '/media/products/pubg-uc.webp', width: 480, height: 480 },
        { url: '/media/banners/pubg-uc.webp', width: 1200, height: 400 },
      ],
      deliveryMinutes: { min: 0, max: 5 },
      accountFields: [
        {
          key: 'playerId',
          label: 'ID игрока',
          type: 'text',
          required: true,
          pattern: '^[0-9]{6,12}$',
          options: [],
          hint: 'В PUBG Mobile нажмите на свой аватар в левом верхнем углу главного экрана: ID — число под ником.',
        },
      ],
      rating: { average: 4.8, count: 4 },
    });
  });

  it('rates a product by its visible reviews only, and 0 of 0 without any', async () => {
    const { db } = store.database;
    const visible = await db.select({ id: reviews.id, rating: reviews.rating }).from(reviews).where(and(eq(reviews.productId, 1011n), eq(reviews.visible, true)));
    const [hidden, ...shown] = visible;
    await db.update(reviews).set({ visible: false }).where(eq(reviews.id, hidden!.id));
    await publicDataChanged();
    const average = Math.round((shown.reduce((sum, review) => sum + review.rating, 0) / shown.length) * 10) / 10;
    expect((await answer(store, productByIdCall, { locale: 'ru', id: '1011' })).rating).toEqual({ average, count: shown.length });

    await db.update(reviews).set({ visible: false }).where(inArray(reviews.id, shown.map((review) => review.id)));
    await publicDataChanged();
    expect((await answer(store, productByIdCall, { locale: 'ru', id: '1011' })).rating).toEqual({ average: 0, count: 0 });

    await db.update(reviews).set({ visible: true }).where(inArray(reviews.id, visible.map((review) => review.id)));
    await publicDataChanged();
  });

  it('answers the same product in Portuguese with its price in reais', async () => {
    const product = await answer(store, productByIdCall, { locale: 'br', id: '1011' });
    expect(product.fromPrice).toEqual({ currencyName: 'BRL', amount: 490 });
    expect(product.labels.map((label) => label.name)).toEqual(['Mais vendido', 'Rápido']);
    expect(product.accountFields[0]?.label).toBe('ID do jogador');
    expect(product.description).toContain('Creditado na sua conta');
  });

  it('answers the account fields of a game with servers: UID and a server to pick', async () => {
    const ru = await answer(store, productByIdCall, { locale: 'ru', id: '1021' });
    expect(ru.accountFields.map((field) => [field.key, field.type, field.label])).toEqual([
      ['uid', 'text', 'UID'],
      ['server', 'select', 'Сервер'],
    ]);
    expect(ru.accountFields[1]?.options).toEqual([
      { value: 'os_usa', label: 'Америка' },
      { value: 'os_euro', label: 'Европа' },
      { value: 'os_asia', label: 'Азия' },
      { value: 'os_cht', label: 'TW, HK, MO' },
    ]);
    const br = await answer(store, productByIdCall, { locale: 'br', id: '1031' });
    expect(br.accountFields[1]?.options.map((option) => option.label)).toEqual(['América', 'Europa', 'Ásia', 'TW, HK, MO']);
    const brawl = await answer(store, productByIdCall, { locale: 'en', id: '1041' });
    expect(brawl.accountFields[0]).toMatchObject({ key: 'playerTag', pattern: '^#[0289PYLQGRJCUV]{3,12}$' });
  });

  it('finds a product by its short link', async () => {
    const product = await answer(store, productByLinkSuffixCall, { locale: 'ru', linkSuffix: 'genshin-welkin-moon' });
    expect(product).toMatchObject({ id: '1022', name: 'Genshin Impact: Благословение полой луны', fromPrice: { currencyName: 'RUB', amount: 35900 } });
  });

  it('answers 12 for unknown ids and links, 11 for malformed ones', async () => {
    for (const id of ['999999', '9223372036854775807']) expect(await refusal(store, productByIdCall, { locale: 'ru', id })).toBe(12);
    // Past the bigint range the contract refuses it before any query.
    expect(await refusal(store, productByIdCall, { locale: 'ru', id: '9999999999999999999' })).toBe(11);
    expect(await refusal(store, productByIdCall, { locale: 'ru', id: 'abc' })).toBe(11);
    expect(await refusal(store, productByLinkSuffixCall, { locale: 'ru', linkSuffix: 'no-such-product' })).toBe(12);
    expect(await refusal(store, productByLinkSuffixCall, { locale: 'ru', linkSuffix: 'Bad_Suffix' })).toBe(11);
    expect(await refusal(store, skusByGroupCall, { locale: 'ru', groupId: '999999' })).toBe(12);
    expect(await refusal(store, groupFrameCall, { locale: 'ru', spuId: '999999' })).toBe(12);
    expect(await refusal(store, productReviewsCall, { locale: 'ru', productId: '999999' })).toBe(12);
  });

  it('does not sell a product in a storefront whose currency it has no price in', async () => {
    // The Steam cards have no SAR price: the Middle East storefront (me) does not sell them.
    expect((await answer(store, productByIdCall, { locale: 'en', id: '1111' })).fromPrice).toEqual({ currencyName: 'USD', amount: 549 });
    expect(await refusal(store, productByIdCall, { locale: 'me', id: '1111' })).toBe(12);
    expect(await refusal(store, skusByGroupCall, { locale: 'me', groupId: '1111' })).toBe(12);
    expect((await answer(store, productByIdCall, { locale: 'me', id: '1011' })).fromPrice).toEqual({ currencyName: 'SAR', amount: 399 });
  });

  it("lists a product's SKUs with prices in the storefront currency", async () => {
    const ru = await answer(store, skusByGroupCall, { locale: 'ru', groupId: '1011' });
    expect(ru.map((sku) => [sku.id, sku.name, sku.price.amount])).toEqual([
      ['10111', '60 UC', 8900],
      ['10112', '325 UC', 44900],
      ['10113', '660 UC', 89900],
      ['10114', '1800 UC', 224900],
      ['10115', '3850 UC', 449900],
      ['10116', '8100 UC', 899900],
    ]);
    expect(ru[0]).toEqual({
      id: '10111',
      productId: '1011',
      name: '60 UC',
      price: { currencyName: 'RUB', amount: 8900 },
      originalPrice: null,
      purchaseLimit: 100,
      stock: null,
      available: true,
    });
    const br = await answer(store, skusByGroupCall, { locale: 'br', groupId: '1021' });
    expect(br.map((sku) => [sku.name, sku.price.amount, sku.originalPrice?.amount ?? null])).toEqual([
      ['60 Cristais Gênesis', 490, null],
      ['300 Cristais Gênesis', 2490, null],
      ['980 Cristais Gênesis', 7490, null],
      ['1980 Cristais Gênesis', 14990, null],
      ['3280 Cristais Gênesis', 24990, null],
      ['6480 Cristais Gênesis', 44990, 49990],
    ]);
  });

  it('answers stock where it applies, and a sold-out SKU as unavailable', async () => {
    const cards = await answer(store, skusByGroupCall, { locale: 'en', groupId: '1111' });
    expect(cards.map((sku) => [sku.name, sku.stock, sku.available, sku.purchaseLimit])).toEqual([
      ['$5 card', 40, true, 5],
      ['$10 card', 25, true, 5],
      ['$20 card', 12, true, 5],
      ['$50 card', 5, true, 5],
      ['$100 card', 0, false, 5],
    ]);
  });

  it('answers the goods group around a product, with every product of it', async () => {
    expect(await answer(store, groupFrameCall, { locale: 'ru', spuId: '1012' })).toEqual({
      groupId: '201',
      name: 'Пополнение PUBG Mobile',
      categoryId: '101',
      categoryName: 'PUBG Mobile',
      products: [
        { id: '1011', name: 'PUBG Mobile: UC', image: { url: '/media/products/pubg-uc.webp', width: 480, height: 480 } },
        { id: '1012', name: 'PUBG Mobile: Royale Pass', image: { url: '/media/products/pubg-royale-pass.webp', width: 480, height: 480 } },
      ],
    });
    const br = await answer(store, groupFrameCall, { locale: 'br', spuId: '1021' });
    expect(br.name).toBe('Recarga de Genshin Impact');
    expect(br.products.map((product) => product.name)).toEqual([
      'Genshin Impact: Cristais Gênesis',
      'Genshin Impact: Bênção da Lua Welkin',
      'Genshin Impact: Hino Gnóstico',
    ]);
  });

  it('answers labels by id in their order, leaving unknown ones out', async () => {
    expect(await answer(store, labelsByIdsCall, { locale: 'ru', labelIds: ['3', '1', '999'] })).toEqual([
      { id: '1', name: 'Хит', color: '#e5484d' },
      { id: '3', name: 'Новинка', color: '#30a46c' },
    ]);
    expect((await answer(store, labelsByIdsCall, { locale: 'br', labelIds: ['2'] }))[0]?.name).toBe('Desconto');
  });

  it('pages the reviews newest first with masked authors', async () => {
    const first = await answer(store, productReviewsCall, { locale: 'ru', productId: '1011', pageNum: 1, pageSize: 3 });
    expect(first.total).toBe(4);
    expect(first.list.map((review) => [review.author, review.rating, review.skuName])).toEqual([
      ['Ал***й', 5, '325 UC'],
      ['Дм***й', 5, '1800 UC'],
      ['Ke***n', 4, '60 UC'],
    ]);
    expect(first.list[0]?.createTime).toBe(Date.parse('2026-01-12T18:20:00Z'));
    const second = await answer(store, productReviewsCall, { locale: 'ru', productId: '1011', pageNum: 2, pageSize: 3 });
    expect(second.list.map((review) => review.author)).toEqual(['Ар***м']);
    const beyond = await answer(store, productReviewsCall, { locale: 'ru', productId: '1011', pageNum: 9 });
    expect(beyond).toEqual({ list: [], total: 4, pageNum: 9, pageSize: 20 });
  });

  it('refuses bad paging of the reviews with 11', async () => {
    for (const paging of [{ pageNum: 0 }, { pageSize: 101 }, { pageNum: 'abc' }, { pageSize: 0 }, { pageNum: 1.5 }]) {
      expect(await refusal(store, productReviewsCall, { locale: 'ru', productId: '1011', ...paging })).toBe(11);
    }
  });

  it('lets public caches keep GET answers a minute, and revalidate them later', async () => {
    const response = await send(store, productByIdCall, { locale: 'ru', id: '1011' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });
});
