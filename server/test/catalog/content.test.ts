import {
  activityByLinkSuffixCall,
  activityDetailCall,
  buyerOrdersCall,
  customerContactCall,
  customerContactsCall,
  galleryInfoCall,
  pageInfoCall,
} from '@topup/shared/contract';
import { closeTemplates, testBackends } from '../support/backends';
import { answer, catalogStoreForTests, refusal, SEEDED_AT } from './catalogStore';

afterAll(closeTemplates);

const minutesBefore = (minutes: number) => SEEDED_AT.getTime() - minutes * 60_000;

describe.each(testBackends())('pages, banners, activities, the ticker and contacts on $kind', (backend) => {
  const store = catalogStoreForTests(backend);

  it("answers the home page's layout in the locale", async () => {
    expect(await answer(store, pageInfoCall, { locale: 'ru' })).toEqual({
      pageKey: 'home',
      title: 'Пополнение игр',
      sections: [
        { type: 'banners', title: 'Акции' },
        { type: 'gameZone', title: 'Игровая зона' },
        { type: 'hotProducts', title: 'Популярное' },
        { type: 'buyerOrders', title: 'Сейчас покупают' },
      ],
    });
    const br = await answer(store, pageInfoCall, { locale: 'br', pageKey: 'home' });
    expect(br.sections.map((section) => section.title)).toEqual(['Promoções', 'Zona de jogos', 'Populares', 'Comprado agora há pouco']);
    expect(await refusal(store, pageInfoCall, { locale: 'ru', pageKey: 'nowhere' })).toBe(12);
    expect(await refusal(store, pageInfoCall, { locale: 'ru', pageKey: 'Home!' })).toBe(11);
  });

  it('answers the banners of a place, in order', async () => {
    const home = await answer(store, galleryInfoCall, { locale: 'ru' });
    expect(home.map((item) => [item.id, item.link])).toEqual([
      ['301', '/act/genshin-welkin'],
      ['302', '/detail/1011'],
      ['303', '/detail/1031'],
      ['304', '/d/brawl-pass'],
    ]);
    expect(home[0]).toEqual({
      id: '301',
      title: 'Благословение полой луны со скидкой',
      image: { url: '/media/banners/genshin-welkin.webp', width: 1200, height: 400 },
      link: '/act/genshin-welkin',
    });
    const category = await answer(store, galleryInfoCall, { locale: 'br', position: 'category' });
    expect(category.map((item) => item.title)).toEqual(['Cartões-presente Steam', 'Entrega de 0 a 15 minutos']);
    expect(await refusal(store, galleryInfoCall, { locale: 'ru', position: 'footer' })).toBe(11);
  });

  it('answers a DIY activity page by link suffix and by id, its products in the storefront currency', async () => {
    const ru = await answer(store, activityByLinkSuffixCall, { locale: 'ru', linkSuffix: 'genshin-welkin' });
    expect(ru).toMatchObject({ id: '401', linkSuffix: 'genshin-welkin', title: 'Genshin Impact: Благословение полой луны', categoryId: '102' });
    expect(ru.blocks.map((block) => block.type)).toEqual(['banner', 'text', 'products']);
    expect(ru.blocks[0]).toEqual({ type: 'banner', image: { url: '/media/banners/genshin-welkin.webp', width: 1200, height: 400 }, link: '/detail/1022' });
    expect(ru.blocks[1]).toMatchObject({ type: 'text', title: '90 камней истока каждый день' });
    const products = ru.blocks[2];
    expect(products?.type === 'products' && products.products.map((card) => [card.id, card.fromPrice.currencyName])).toEqual([
      ['1022', 'RUB'],
      ['1021', 'RUB'],
      ['1023', 'RUB'],
    ]);
    const br = await answer(store, activityDetailCall, { locale: 'br', id: '401' });
    expect(br.title).toBe('Genshin Impact: Bênção da Lua Welkin');
    const brProducts = br.blocks[2];
    expect(brProducts?.type === 'products' && brProducts.products[0]?.fromPrice).toEqual({ currencyName: 'BRL', amount: 1990 });
  });

  it('answers 12 for unknown activity pages and 11 for malformed keys', async () => {
    expect(await refusal(store, activityByLinkSuffixCall, { locale: 'ru', linkSuffix: 'no-such-page' })).toBe(12);
    expect(await refusal(store, activityDetailCall, { locale: 'ru', id: '999' })).toBe(12);
    expect(await refusal(store, activityDetailCall, { locale: 'ru', id: '9223372036854775807' })).toBe(12);
    expect(await refusal(store, activityDetailCall, { locale: 'ru', id: '9999999999999999999' })).toBe(11);
    expect(await refusal(store, activityByLinkSuffixCall, { locale: 'ru', linkSuffix: '../etc' })).toBe(11);
    expect(await refusal(store, activityDetailCall, { locale: 'ru' })).toBe(10);
  });

  it('answers the latest purchases for the ticker, of one game when asked', async () => {
    const latest = await answer(store, buyerOrdersCall, { locale: 'ru', limit: 3 });
    expect(latest[0]).toEqual({ buyer: 'a***y', productId: '1011', productName: 'PUBG Mobile: UC', skuName: '325 UC', quantity: 1, time: minutesBefore(2) });
    expect(latest[2]).toEqual({ buyer: 'М***я', productId: '1022', productName: 'Genshin Impact: Благословение полой луны', skuName: 'Благословение полой луны, 30 дней', quantity: 1, time: minutesBefore(5) });
    expect(latest.map((order) => order.buyer)).toEqual(['a***y', 'L***s', 'М***я']);
    expect(await answer(store, buyerOrdersCall, { locale: 'ru' })).toHaveLength(20);
    const genshin = await answer(store, buyerOrdersCall, { locale: 'br', categoryId: '102' });
    expect(genshin.map((order) => order.productId)).toEqual(['1021', '1022', '1023', '1021', '1022', '1022']);
    expect(genshin[0]?.skuName).toBe('1980 Cristais Gênesis');
    expect(await answer(store, buyerOrdersCall, { locale: 'ru', categoryId: '999' })).toEqual([]);
    for (const limit of [0, 51, 'many']) expect(await refusal(store, buyerOrdersCall, { locale: 'ru', limit })).toBe(11);
  });

  it('names the buyers in the storefront\'s script: Cyrillic only in the Russian ticker', async () => {
    const cyrillic = /[\u0400-\u04FF]/;
    expect((await answer(store, buyerOrdersCall, { locale: 'ru', limit: 50 })).some((order) => cyrillic.test(order.buyer))).toBe(true);
    for (const locale of ['br', 'mx', 'en', 'me'] as const) {
      const latest = await answer(store, buyerOrdersCall, { locale, limit: 50 });
      expect(latest.length).toBeGreaterThanOrEqual(12);
      expect(latest.filter((order) => cyrillic.test(order.buyer))).toEqual([]);
    }
  });

  it('answers the customer-service contacts, and one by id', async () => {
    const ru = await answer(store, customerContactsCall, { locale: 'ru' });
    expect(ru.map((contact) => [contact.id, contact.channel, contact.name])).toEqual([
      ['501', 'Telegram', 'Поддержка в Telegram'],
      ['502', 'WhatsApp', 'Поддержка в WhatsApp'],
      ['503', 'E-mail', 'Поддержка по e-mail'],
    ]);
    expect(await answer(store, customerContactCall, { locale: 'br', id: '501' })).toEqual({
      id: '501',
      name: 'Suporte no Telegram',
      accountId: '@topup_help_demo',
      channel: 'Telegram',
      qrContent: 'https://t.me/topup_help_demo',
    });
    expect(await refusal(store, customerContactCall, { locale: 'ru', id: '999' })).toBe(12);
    expect(await refusal(store, customerContactCall, { locale: 'ru', id: 'x' })).toBe(11);
  });
});
