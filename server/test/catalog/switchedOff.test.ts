import { eq, inArray } from 'drizzle-orm';
import {
  activityByLinkSuffixCall,
  buyerOrdersCall,
  categoryIndexCall,
  galleryInfoCall,
  goodsPageCall,
  groupFrameCall,
  productByIdCall,
  productByLinkSuffixCall,
  productReviewsCall,
  searchGoodsCall,
  skusByGroupCall,
} from '@topup/shared/contract';
import { banners, buyerOrderFeed, categories, products, skus } from '../../src/db/schema';
import { publicDataChanged } from '../../src/app/publicDataChanges';
import { refreshProductPrices } from '../../src/modules/catalog/productPrices';
import { closeTemplates, testBackends } from '../support/backends';
import { answer, catalogStoreForTests, refusal, SEEDED_AT } from './catalogStore';

afterAll(closeTemplates);

// The tests change the catalogue behind the store's back, so they tell its kept answers, as a
// change made by the store itself does (publicDataChanged).

describe.each(testBackends())('what is switched off, on $kind', (backend) => {
  const store = catalogStoreForTests(backend);
  const db = () => store.database.db;
  const listed = async (request: Record<string, unknown> = {}) =>
    (await answer(store, goodsPageCall, { locale: 'ru', pageSize: 100, ...request })).list.map((card) => card.id);

  it('no longer lists a product switched off, and answers 12 for it everywhere', async () => {
    await db().update(products).set({ onSale: false }).where(eq(products.id, 1012n));
    await publicDataChanged();
    expect(await listed()).not.toContain('1012');
    expect(await listed({ categoryId: '101' })).toEqual(['1011']);
    expect((await answer(store, searchGoodsCall, { locale: 'ru', keyword: 'pubg' })).list.map((card) => card.id)).toEqual(['1011']);
    expect(await refusal(store, productByIdCall, { locale: 'ru', id: '1012' })).toBe(12);
    expect(await refusal(store, productByLinkSuffixCall, { locale: 'ru', linkSuffix: 'pubg-royale-pass' })).toBe(12);
    expect(await refusal(store, skusByGroupCall, { locale: 'ru', groupId: '1012' })).toBe(12);
    expect(await refusal(store, groupFrameCall, { locale: 'ru', spuId: '1012' })).toBe(12);
    expect(await refusal(store, productReviewsCall, { locale: 'ru', productId: '1012' })).toBe(12);
    expect((await answer(store, groupFrameCall, { locale: 'ru', spuId: '1011' })).products.map((product) => product.id)).toEqual(['1011']);
    expect((await answer(store, buyerOrdersCall, { locale: 'ru', limit: 50 })).map((order) => order.productId)).not.toContain('1012');
  });

  it('leaves a product switched off out of activity pages, and drops a block left empty', async () => {
    await db().update(products).set({ onSale: false }).where(eq(products.id, 1023n));
    await publicDataChanged();
    const page = await answer(store, activityByLinkSuffixCall, { locale: 'ru', linkSuffix: 'genshin-welkin' });
    const block = page.blocks[2];
    expect(block?.type === 'products' && block.products.map((card) => card.id)).toEqual(['1022', '1021']);
    await db().update(products).set({ onSale: false }).where(inArray(products.id, [1021n, 1022n]));
    await publicDataChanged();
    const emptied = await answer(store, activityByLinkSuffixCall, { locale: 'ru', linkSuffix: 'genshin-welkin' });
    expect(emptied.blocks.map((item) => item.type)).toEqual(['banner', 'text']);
    await db().update(products).set({ onSale: true }).where(inArray(products.id, [1021n, 1022n, 1023n]));
    await publicDataChanged();
  });

  it('hides a game switched off from the game zone, and its products with it', async () => {
    await db().update(categories).set({ onSale: false }).where(eq(categories.id, 110n));
    await publicDataChanged();
    expect((await answer(store, categoryIndexCall, { locale: 'ru' })).map((game) => game.id)).not.toContain('110');
    expect(await listed()).not.toContain('1101');
    expect(await refusal(store, productByIdCall, { locale: 'ru', id: '1101' })).toBe(12);
    expect((await answer(store, buyerOrdersCall, { locale: 'ru', limit: 50 })).map((order) => order.productId)).not.toContain('1101');
  });

  it("leaves out of a storefront's ticker a product it does not sell, bought in another", async () => {
    // Steam Wallet has no price in riyals: bought in the en storefront, with a Latin buyer name.
    await db().insert(buyerOrderFeed).values({ orderId: null, productId: 1111n, skuId: 11111n, categoryId: 111n, buyerMask: 'j***n', quantity: 1, purchasedAt: new Date(SEEDED_AT.getTime() + 1000) });
    await publicDataChanged();
    expect(await refusal(store, productByIdCall, { locale: 'me', id: '1111' })).toBe(12);
    expect((await answer(store, buyerOrdersCall, { locale: 'me', limit: 50 })).map((order) => order.productId)).not.toContain('1111');
    expect((await answer(store, buyerOrdersCall, { locale: 'en', limit: 50 })).map((order) => order.productId)).toContain('1111');
  });

  it('drops a SKU switched off from the list, and the from-price follows once refreshed', async () => {
    await db().update(skus).set({ onSale: false }).where(eq(skus.id, 10111n));
    await refreshProductPrices(db(), [1011n]);
    await publicDataChanged();
    const list = await answer(store, skusByGroupCall, { locale: 'ru', groupId: '1011' });
    expect(list.map((sku) => sku.id)).toEqual(['10112', '10113', '10114', '10115', '10116']);
    expect((await answer(store, productByIdCall, { locale: 'ru', id: '1011' })).fromPrice.amount).toBe(44900);
  });

  it('shows a banner only inside its time window', async () => {
    await db().update(banners).set({ endsAt: SEEDED_AT }).where(eq(banners.id, 302n));
    await db().update(banners).set({ startsAt: new Date(SEEDED_AT.getTime() + 60_000) }).where(eq(banners.id, 303n));
    await publicDataChanged();
    expect((await answer(store, galleryInfoCall, { locale: 'ru' })).map((item) => item.id)).toEqual(['301', '304']);
  });
});
