import type { CatalogImage } from '@topup/shared/contract';
import type { LocaleTexts, StoredActivityBlock } from '../../src/db/schema';
import { banner, texts } from './demoValues';
import type { LabelKey } from './products';

export const LABELS: { id: number; key: LabelKey; names: LocaleTexts; color: string }[] = [
  { id: 1, key: 'hit', names: texts('Хит', 'Hit', 'Más vendido', 'Mais vendido'), color: '#e5484d' },
  { id: 2, key: 'discount', names: texts('Скидка', 'Sale', 'Descuento', 'Desconto'), color: '#f76b15' },
  { id: 3, key: 'new', names: texts('Новинка', 'New', 'Nuevo', 'Novo'), color: '#30a46c' },
  { id: 4, key: 'instant', names: texts('Быстро', 'Fast', 'Rápido', 'Rápido'), color: '#0090ff' },
];

export const BANNERS: { id: number; position: 'home' | 'category'; titles: LocaleTexts; image: CatalogImage; link: string }[] = [
  {
    id: 301,
    position: 'home',
    titles: texts(
      'Благословение полой луны со скидкой',
      'Blessing of the Welkin Moon on sale',
      'Bendición de la Luna Welkin con descuento',
      'Bênção da Lua Welkin com desconto',
    ),
    image: banner('genshin-welkin'),
    link: '/act/genshin-welkin',
  },
  {
    id: 302,
    position: 'home',
    titles: texts('UC для PUBG Mobile за минуты', 'PUBG Mobile UC in minutes', 'UC de PUBG Mobile en minutos', 'UC do PUBG Mobile em minutos'),
    image: banner('pubg-uc'),
    link: '/detail/1011',
  },
  {
    id: 303,
    position: 'home',
    titles: texts('Сущность древних для Honkai: Star Rail', 'Oneiric Shards for Honkai: Star Rail', 'Fragmentos Oníricos para Honkai: Star Rail', 'Fragmentos Oníricos para Honkai: Star Rail'),
    image: banner('hsr-shards'),
    link: '/detail/1031',
  },
  {
    id: 304,
    position: 'home',
    titles: texts('Новый Brawl Pass уже здесь', 'The new Brawl Pass is here', 'El nuevo Brawl Pass ya está aquí', 'O novo Brawl Pass chegou'),
    image: banner('brawl-pass'),
    link: '/d/brawl-pass',
  },
  {
    id: 311,
    position: 'category',
    titles: texts('Подарочные карты Steam', 'Steam gift cards', 'Tarjetas de regalo de Steam', 'Cartões-presente Steam'),
    image: banner('steam-cards'),
    link: '/detail/1111',
  },
  {
    id: 312,
    position: 'category',
    titles: texts('Доставка от 0 до 15 минут', 'Delivered in 0 to 15 minutes', 'Entrega de 0 a 15 minutos', 'Entrega de 0 a 15 minutos'),
    image: banner('fast-delivery'),
    link: '/activies/ext/list',
  },
];

export const HOME_PAGE = {
  pageKey: 'home',
  titles: texts('Пополнение игр', 'Game top-ups', 'Recargas de juegos', 'Recargas de jogos'),
  sections: [
    { type: 'banners', titles: texts('Акции', 'Offers', 'Promociones', 'Promoções') },
    { type: 'gameZone', titles: texts('Игровая зона', 'Game zone', 'Zona de juegos', 'Zona de jogos') },
    { type: 'hotProducts', titles: texts('Популярное', 'Popular', 'Populares', 'Populares') },
    { type: 'buyerOrders', titles: texts('Сейчас покупают', 'Bought just now', 'Comprado hace poco', 'Comprado agora há pouco') },
  ],
} as const;

export const ACTIVITY = {
  id: 401,
  linkSuffix: 'genshin-welkin',
  /** Genshin Impact: this page is the game's page in the game zone. */
  categoryId: 102,
  titles: texts(
    'Genshin Impact: Благословение полой луны',
    'Genshin Impact: Blessing of the Welkin Moon',
    'Genshin Impact: Bendición de la Luna Welkin',
    'Genshin Impact: Bênção da Lua Welkin',
  ),
  blocks: [
    { type: 'banner', image: banner('genshin-welkin'), link: '/detail/1022' },
    {
      type: 'text',
      title: texts('90 камней истока каждый день', '90 Primogems every day', '90 Protogemas cada día', '90 Gemas Essenciais por dia'),
      body: texts(
        'Благословение полой луны даёт 300 кристаллов сотворения сразу и 90 камней истока ежедневно 30 дней подряд — выгоднее любого пакета кристаллов. Сейчас со скидкой 20%.',
        'The Blessing of the Welkin Moon gives 300 Genesis Crystals at once and 90 Primogems every day for 30 days, better value than any crystal pack. Now 20% off.',
        'La Bendición de la Luna Welkin da 300 Cristales Génesis al instante y 90 Protogemas cada día durante 30 días, mejor que cualquier paquete. Ahora con 20% de descuento.',
        'A Bênção da Lua Welkin dá 300 Cristais Gênesis na hora e 90 Gemas Essenciais por dia durante 30 dias, melhor do que qualquer pacote. Agora com 20% de desconto.',
      ),
    },
    {
      type: 'products',
      title: texts('Всё для Genshin Impact', 'Everything for Genshin Impact', 'Todo para Genshin Impact', 'Tudo para Genshin Impact'),
      productIds: ['1022', '1021', '1023'],
    },
  ] satisfies StoredActivityBlock[],
};

export const CONTACTS: { id: number; names: LocaleTexts; channel: string; accountId: string; qrContent: string }[] = [
  {
    id: 501,
    names: texts('Поддержка в Telegram', 'Support on Telegram', 'Soporte en Telegram', 'Suporte no Telegram'),
    channel: 'Telegram',
    accountId: '@topup_help_demo',
    qrContent: 'https://t.me/topup_help_demo',
  },
  {
    id: 502,
    names: texts('Поддержка в WhatsApp', 'Support on WhatsApp', 'Soporte en WhatsApp', 'Suporte no WhatsApp'),
    channel: 'WhatsApp',
    accountId: '+1 555 010 0199',
    qrContent: 'https://wa.me/15550100199',
  },
  {
    id: 503,
    names: texts('Поддержка по e-mail', 'Support by e-mail', 'Soporte por correo', 'Suporte por e-mail'),
    channel: 'E-mail',
    accountId: 'support@topup.example',
    qrContent: 'mailto:support@topup.example',
  },
];
