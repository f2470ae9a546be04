import { currencySettingsCall, type CategoryCard, type ProductCard, type ProductDetail, type Sku, type Storefront } from '@topup/shared/contract';
import { stubCall } from '@topup/shared/http/serveCalls';
import { testStorefront } from '@topup/shared/testing';

/** Contract-shaped data of a small demo catalogue for page tests (serveCalls checks every answer). */

const storefront = (overrides: Partial<Storefront>): Storefront => testStorefront({ payWays: ['CARDPAY_RU'], ...overrides });

export const STOREFRONTS: Storefront[] = [
  storefront({}),
  storefront({ locale: 'en', language: 'en', region: 'INTL', currencyName: 'USD', currencySymbol: '$', payWays: ['card'], features: ['balance'] }),
];

const image = (name: string, width = 400, height = 400) => ({ url: `/static/catalog/${name}.svg`, width, height });

export const GENSHIN: CategoryCard = { id: '2', name: 'Genshin Impact', icon: image('genshin-icon', 128, 128), linkSuffix: 'genshin', hot: true };
export const PUBG: CategoryCard = { id: '1', name: 'PUBG Mobile', icon: image('pubg-icon', 128, 128), linkSuffix: null, hot: true };

export const HOT_LABEL = { id: '1', name: 'Хит', color: '#e5484d' };

export const CRYSTALS_CARD: ProductCard = {
  id: '20',
  categoryId: '2',
  categoryName: 'Genshin Impact',
  name: 'Кристаллы Сотворения',
  image: image('genshin-crystals'),
  fromPrice: { currencyName: 'RUB', amount: 9900 },
  labels: [HOT_LABEL],
  soldCount: 1200,
};

export const WELKIN_CARD: ProductCard = {
  ...CRYSTALS_CARD,
  id: '21',
  name: 'Благословение полой луны',
  image: image('genshin-welkin'),
  fromPrice: { currencyName: 'RUB', amount: 44900 },
  labels: [],
  soldCount: 800,
};

export const UC_CARD: ProductCard = {
  id: '10',
  categoryId: '1',
  categoryName: 'PUBG Mobile',
  name: 'UC',
  image: image('pubg-uc'),
  fromPrice: { currencyName: 'RUB', amount: 8900 },
  labels: [],
  soldCount: 5000,
};

export const CRYSTALS: ProductDetail = {
  ...CRYSTALS_CARD,
  linkSuffix: 'genshin-crystals',
  goodsGroupId: '200',
  description: 'Кристаллы Сотворения зачисляются на аккаунт по UID.\n\nДоставка без входа в аккаунт.',
  gallery: [image('genshin-crystals', 800, 800), image('genshin-crystals-2', 800, 800)],
  deliveryMinutes: { min: 0, max: 15 },
  accountFields: [],
  rating: { average: 4.8, count: 2 },
};

export const CRYSTAL_SKUS: Sku[] = [
  { id: '2001', productId: '20', name: '60 кристаллов', price: { currencyName: 'RUB', amount: 9900 }, originalPrice: null, purchaseLimit: 10, stock: null, available: true },
  {
    id: '2002',
    productId: '20',
    name: '330 кристаллов',
    price: { currencyName: 'RUB', amount: 44900 },
    originalPrice: { currencyName: 'RUB', amount: 49900 },
    purchaseLimit: 5,
    stock: 3,
    available: true,
  },
  { id: '2003', productId: '20', name: '6480 кристаллов', price: { currencyName: 'RUB', amount: 799000 }, originalPrice: null, purchaseLimit: 2, stock: 0, available: false },
];

export const GENSHIN_GROUP = {
  groupId: '200',
  name: 'Genshin Impact',
  categoryId: '2',
  categoryName: 'Genshin Impact',
  products: [
    { id: '20', name: 'Кристаллы Сотворения', image: image('genshin-crystals') },
    { id: '21', name: 'Благословение полой луны', image: image('genshin-welkin') },
  ],
};

export const REVIEWS = [
  { id: '1', author: 'Ал***й', rating: 5, text: 'Пришло за пару минут', skuName: '60 кристаллов', createTime: Date.UTC(2025, 4, 1, 12) },
  { id: '2', author: 'm***a', rating: 4, text: 'Всё честно', skuName: '330 кристаллов', createTime: Date.UTC(2025, 3, 20, 9) },
];

export const page = <T,>(list: T[], pageNum = 1, pageSize = 20, total = list.length) => ({ list, total, pageNum, pageSize });

export const HOME_INFO = {
  pageKey: 'home',
  title: 'Пополнение игр',
  sections: [
    { type: 'banners' as const, title: 'Акции' },
    { type: 'gameZone' as const, title: 'Игровая зона' },
    { type: 'hotProducts' as const, title: 'Популярное' },
    { type: 'buyerOrders' as const, title: 'Сейчас покупают' },
  ],
};

export const BANNERS = [
  { id: '1', title: 'Скидки на UC', image: image('banner-pubg', 1200, 400), link: '/detail/10' },
  { id: '2', title: 'Новый баннер Genshin', image: image('banner-genshin', 1200, 400), link: '/act/genshin' },
];

export const BUYER_ORDERS = [
  { buyer: 'm***a', productId: '20', productName: 'Кристаллы Сотворения', skuName: '60 кристаллов', quantity: 2, time: Date.now() - 5 * 60_000 },
  { buyer: 'A***й', productId: '10', productName: 'UC', skuName: '660 UC', quantity: 1, time: Date.now() - 60 * 60_000 },
];

/** The storefront settings every page reads (currency, features); pass with the page's own stubs. */
export const storefrontsStub = stubCall(currencySettingsCall, STOREFRONTS);
