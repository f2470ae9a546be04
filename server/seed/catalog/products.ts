import type { LocaleTexts, StoredAccountField } from '../../src/db/schema';
import { ACCOUNT_FIELDS } from './accountFields';
import { sameText, texts } from './demoValues';
import type { DemoCurrency } from './prices';

export type LabelKey = 'hit' | 'discount' | 'new' | 'instant';

export interface DemoSku {
  names: LocaleTexts;
  /** The price in US cents; every currency's price follows from it (pricePoints). */
  usdCents: number;
  /** The price before the discount, when the SKU is discounted. */
  wasUsdCents?: number;
  purchaseLimit: number;
  /** Units in stock, for stock-limited SKUs (gift card codes); top-ups have no stock. */
  stock?: number;
}

export interface DemoProduct {
  id: number;
  gameId: number;
  linkSuffix: string;
  /** Names its image, server/seed/images/products/{imageKey}.webp (drawn from the .svg beside it). */
  imageKey: string;
  names: LocaleTexts;
  descriptions: LocaleTexts;
  aliases: string[];
  labels: LabelKey[];
  hot: boolean;
  /** Purchases before the store's own orders start counting. */
  soldCount: number;
  /** When the product went on sale (the "newest" sort), YYYY-MM-DD. */
  listedOn: string;
  accountFields: StoredAccountField[];
  skus: DemoSku[];
  /** The currencies it is sold in, when not every storefront's. */
  currencies?: DemoCurrency[];
}

/** A SKU's id: its product's id, then its place (1-based) in the product's list. */
export function skuIdOf(product: DemoProduct, index: number): number {
  return product.id * 10 + index + 1;
}

/** Currency packs: [amount, US cents, purchase limit, US cents before a discount?] each. */
function packs(unit: (amount: number) => LocaleTexts, rows: [number, number, number, number?][]): DemoSku[] {
  return rows.map(([amount, usdCents, purchaseLimit, wasUsdCents]) => ({
    names: unit(amount),
    usdCents,
    purchaseLimit,
    ...(wasUsdCents ? { wasUsdCents } : {}),
  }));
}

const delivered = {
  ru: 'Зачисление на ваш аккаунт сразу после оплаты, в срок, указанный у товара; пароль не нужен.',
  en: 'Credited to your account after payment, within the time shown with the product; no password needed.',
  mx: 'Se acredita en tu cuenta después del pago, en el tiempo indicado en el producto; no necesitamos tu contraseña.',
  br: 'Creditado na sua conta após o pagamento, no prazo indicado no produto; não pedimos sua senha.',
};

/** A product description: what it is, then how it is delivered. */
function describe(ru: string, en: string, mx: string, br: string): LocaleTexts {
  return texts(`${ru} ${delivered.ru}`, `${en} ${delivered.en}`, `${mx} ${delivered.mx}`, `${br} ${delivered.br}`);
}

export const PRODUCTS: DemoProduct[] = [
  {
    id: 1011,
    gameId: 101,
    linkSuffix: 'pubg-uc',
    imageKey: 'pubg-uc',
    names: texts('PUBG Mobile: UC', 'PUBG Mobile UC', 'PUBG Mobile: UC', 'PUBG Mobile: UC'),
    descriptions: describe(
      'Unknown Cash (UC) — валюта PUBG Mobile для Royale Pass, скинов и ящиков. Укажите ID игрока из профиля.',
      'Unknown Cash (UC) is the PUBG Mobile currency for the Royale Pass, skins and crates. Enter the player ID from your profile.',
      'Unknown Cash (UC) es la moneda de PUBG Mobile para el Royale Pass, aspectos y cajas. Escribe el ID de jugador de tu perfil.',
      'Unknown Cash (UC) é a moeda do PUBG Mobile para o Royale Pass, skins e caixas. Informe o ID do jogador do seu perfil.',
    ),
    aliases: ['uc', 'юси', 'юсишки'],
    labels: ['hit', 'instant'],
    hot: true,
    soldCount: 15840,
    listedOn: '2025-03-01',
    accountFields: ACCOUNT_FIELDS.pubg,
    skus: packs((amount) => sameText(`${amount} UC`), [
      [60, 99, 100],
      [325, 499, 100],
      [660, 999, 50],
      [1800, 2499, 20],
      [3850, 4999, 10],
      [8100, 9999, 10],
    ]),
  },
  {
    id: 1012,
    gameId: 101,
    linkSuffix: 'pubg-royale-pass',
    imageKey: 'pubg-royale-pass',
    names: texts('PUBG Mobile: Royale Pass', 'PUBG Mobile Royale Pass', 'PUBG Mobile: Royale Pass', 'PUBG Mobile: Royale Pass'),
    descriptions: describe(
      'Royale Pass текущего сезона: задания, награды за уровни и эксклюзивные костюмы.',
      "This season's Royale Pass: missions, rank rewards and exclusive outfits.",
      'Royale Pass de la temporada actual: misiones, recompensas por rango y atuendos exclusivos.',
      'Royale Pass da temporada atual: missões, recompensas por nível e trajes exclusivos.',
    ),
    aliases: ['рп', 'роял пасс', 'elite pass'],
    labels: ['instant'],
    hot: false,
    soldCount: 4210,
    listedOn: '2025-03-01',
    accountFields: ACCOUNT_FIELDS.pubg,
    skus: [
      { names: texts('Elite Pass', 'Elite Pass', 'Elite Pass', 'Elite Pass'), usdCents: 999, purchaseLimit: 1 },
      { names: texts('Elite Pass Plus', 'Elite Pass Plus', 'Elite Pass Plus', 'Elite Pass Plus'), usdCents: 2499, purchaseLimit: 1 },
    ],
  },
  {
    id: 1021,
    gameId: 102,
    linkSuffix: 'genshin-crystals',
    imageKey: 'genshin-crystals',
    names: texts(
      'Genshin Impact: кристаллы сотворения',
      'Genshin Impact Genesis Crystals',
      'Genshin Impact: Cristales Génesis',
      'Genshin Impact: Cristais Gênesis',
    ),
    descriptions: describe(
      'Кристаллы сотворения обмениваются на камни истока для молитв и покупок в магазине. Укажите UID и сервер.',
      'Genesis Crystals convert to Primogems for wishes and shop purchases. Enter your UID and server.',
      'Los Cristales Génesis se convierten en Protogemas para gachapones y compras en la tienda. Escribe tu UID y servidor.',
      'Cristais Gênesis viram Gemas Essenciais para orações e compras na loja. Informe seu UID e servidor.',
    ),
    aliases: ['кристаллы', 'примогемы', 'камни истока', 'primogems', 'crystals'],
    labels: ['hit', 'discount'],
    hot: true,
    soldCount: 12310,
    listedOn: '2025-02-10',
    accountFields: ACCOUNT_FIELDS.genshin,
    skus: packs(
      (amount) =>
        texts(
          `${amount} кристаллов сотворения`,
          `${amount} Genesis Crystals`,
          `${amount} Cristales Génesis`,
          `${amount} Cristais Gênesis`,
        ),
      [
        [60, 99, 100],
        [300, 499, 100],
        [980, 1499, 50],
        [1980, 2999, 20],
        [3280, 4999, 10],
        [6480, 8999, 10, 9999],
      ],
    ),
  },
  {
    id: 1022,
    gameId: 102,
    linkSuffix: 'genshin-welkin-moon',
    imageKey: 'genshin-welkin-moon',
    names: texts(
      'Genshin Impact: Благословение полой луны',
      'Genshin Impact: Blessing of the Welkin Moon',
      'Genshin Impact: Bendición de la Luna Welkin',
      'Genshin Impact: Bênção da Lua Welkin',
    ),
    descriptions: describe(
      '300 кристаллов сотворения сразу и 90 камней истока каждый день в течение 30 дней. Можно накопить до 180 дней.',
      '300 Genesis Crystals at once and 90 Primogems a day for 30 days. Stacks up to 180 days.',
      '300 Cristales Génesis al instante y 90 Protogemas diarias durante 30 días. Se acumula hasta 180 días.',
      '300 Cristais Gênesis na hora e 90 Gemas Essenciais por dia durante 30 dias. Acumula até 180 dias.',
    ),
    aliases: ['луна', 'полая луна', 'welkin', 'велкин'],
    labels: ['discount', 'instant'],
    hot: true,
    soldCount: 9875,
    listedOn: '2025-02-10',
    accountFields: ACCOUNT_FIELDS.genshin,
    skus: [
      {
        names: texts('Благословение полой луны, 30 дней', 'Welkin Moon, 30 days', 'Luna Welkin, 30 días', 'Lua Welkin, 30 dias'),
        usdCents: 399,
        wasUsdCents: 499,
        purchaseLimit: 6,
      },
    ],
  },
  {
    id: 1023,
    gameId: 102,
    linkSuffix: 'genshin-gnostic-hymn',
    imageKey: 'genshin-gnostic-hymn',
    names: texts('Genshin Impact: Гимн гнозиса', 'Genshin Impact: Gnostic Hymn', 'Genshin Impact: Himno Gnóstico', 'Genshin Impact: Hino Gnóstico'),
    descriptions: describe(
      'Боевой пропуск версии: оружие на выбор, материалы возвышения и дополнительные награды за уровни.',
      "The version's battle pass: a weapon of your choice, ascension materials and extra rank rewards.",
      'El pase de batalla de la versión: un arma a elegir, materiales de ascensión y recompensas extra por rango.',
      'O passe de batalha da versão: uma arma à escolha, materiais de ascensão e recompensas extras por nível.',
    ),
    aliases: ['боевой пропуск', 'battle pass', 'гимн'],
    labels: [],
    hot: false,
    soldCount: 2140,
    listedOn: '2025-06-18',
    accountFields: ACCOUNT_FIELDS.genshin,
    skus: [
      { names: texts('Гимн гнозиса', 'Gnostic Hymn', 'Himno Gnóstico', 'Hino Gnóstico'), usdCents: 999, purchaseLimit: 1 },
      { names: texts('Хор гнозиса', 'Gnostic Chorus', 'Coro Gnóstico', 'Coro Gnóstico'), usdCents: 1999, purchaseLimit: 1 },
    ],
  },
  {
    id: 1031,
    gameId: 103,
    linkSuffix: 'hsr-oneiric-shards',
    imageKey: 'hsr-oneiric-shards',
    names: texts(
      'Honkai: Star Rail: сущность древних',
      'Honkai: Star Rail Oneiric Shards',
      'Honkai: Star Rail: Fragmentos Oníricos',
      'Honkai: Star Rail: Fragmentos Oníricos',
    ),
    descriptions: describe(
      'Сущность древних обменивается на звёздный нефрит для прыжков и покупок. Укажите UID и сервер.',
      'Oneiric Shards convert to Stellar Jade for warps and purchases. Enter your UID and server.',
      'Los Fragmentos Oníricos se convierten en Jade Estelar para saltos y compras. Escribe tu UID y servidor.',
      'Fragmentos Oníricos viram Jade Estelar para saltos e compras. Informe seu UID e servidor.',
    ),
    aliases: ['звездный нефрит', 'нефрит', 'stellar jade', 'oneiric', 'шарды'],
    labels: ['hit'],
    hot: true,
    soldCount: 8760,
    listedOn: '2025-04-26',
    accountFields: ACCOUNT_FIELDS.starRail,
    skus: packs(
      (amount) =>
        texts(`${amount} ед. сущности древних`, `${amount} Oneiric Shards`, `${amount} Fragmentos Oníricos`, `${amount} Fragmentos Oníricos`),
      [
        [60, 99, 100],
        [300, 499, 100],
        [980, 1499, 50],
        [1980, 2999, 20],
        [3280, 4999, 10],
        [6480, 9999, 10],
      ],
    ),
  },
  {
    id: 1032,
    gameId: 103,
    linkSuffix: 'hsr-express-pass',
    imageKey: 'hsr-express-pass',
    names: texts(
      'Honkai: Star Rail: Пропуск снабжения экспресса',
      'Honkai: Star Rail: Express Supply Pass',
      'Honkai: Star Rail: Pase de Suministros del Expreso',
      'Honkai: Star Rail: Passe de Suprimentos do Expresso',
    ),
    descriptions: describe(
      '300 ед. сущности древних сразу и 90 звёздного нефрита каждый день в течение 30 дней.',
      '300 Oneiric Shards at once and 90 Stellar Jade a day for 30 days.',
      '300 Fragmentos Oníricos al instante y 90 de Jade Estelar diarios durante 30 días.',
      '300 Fragmentos Oníricos na hora e 90 de Jade Estelar por dia durante 30 dias.',
    ),
    aliases: ['пропуск', 'экспресс', 'express pass', 'месячка'],
    labels: ['instant'],
    hot: false,
    soldCount: 6120,
    listedOn: '2025-04-26',
    accountFields: ACCOUNT_FIELDS.starRail,
    skus: [
      {
        names: texts('Пропуск снабжения экспресса, 30 дней', 'Express Supply Pass, 30 days', 'Pase de Suministros, 30 días', 'Passe de Suprimentos, 30 dias'),
        usdCents: 499,
        purchaseLimit: 6,
      },
    ],
  },
  {
    id: 1033,
    gameId: 103,
    linkSuffix: 'hsr-nameless-glory',
    imageKey: 'hsr-nameless-glory',
    names: texts('Honkai: Star Rail: Безымянная слава', 'Honkai: Star Rail: Nameless Glory', 'Honkai: Star Rail: Gloria Anónima', 'Honkai: Star Rail: Glória Anônima'),
    descriptions: describe(
      'Боевой пропуск версии: световой конус на выбор, материалы и дополнительные награды.',
      "The version's battle pass: a Light Cone of your choice, materials and extra rewards.",
      'El pase de batalla de la versión: un Cono de Luz a elegir, materiales y recompensas extra.',
      'O passe de batalha da versão: um Cone de Luz à escolha, materiais e recompensas extras.',
    ),
    aliases: ['боевой пропуск', 'battle pass'],
    labels: ['new'],
    hot: false,
    soldCount: 1330,
    listedOn: '2025-09-10',
    accountFields: ACCOUNT_FIELDS.starRail,
    skus: [
      { names: texts('Безымянная слава', 'Nameless Glory', 'Gloria Anónima', 'Glória Anônima'), usdCents: 999, purchaseLimit: 1 },
      { names: texts('Безымянная медаль', 'Nameless Medal', 'Medalla Anónima', 'Medalha Anônima'), usdCents: 1999, purchaseLimit: 1 },
    ],
  },
  {
    id: 1041,
    gameId: 104,
    linkSuffix: 'brawl-gems',
    imageKey: 'brawl-gems',
    names: texts('Brawl Stars: кристаллы', 'Brawl Stars Gems', 'Brawl Stars: Gemas', 'Brawl Stars: Gemas'),
    descriptions: describe(
      'Кристаллы Brawl Stars для Brawl Pass, скинов и предложений магазина. Укажите тег игрока, он начинается с #.',
      'Brawl Stars Gems for the Brawl Pass, skins and shop offers. Enter your player tag, it starts with #.',
      'Gemas de Brawl Stars para el Brawl Pass, aspectos y ofertas de la tienda. Escribe tu etiqueta de jugador, empieza con #.',
      'Gemas do Brawl Stars para o Brawl Pass, skins e ofertas da loja. Informe sua tag de jogador, ela começa com #.',
    ),
    aliases: ['гемы', 'кристаллы', 'gems'],
    labels: ['hit'],
    hot: true,
    soldCount: 11020,
    listedOn: '2025-01-20',
    accountFields: ACCOUNT_FIELDS.supercell,
    skus: packs((amount) => texts(`${amount} кристаллов`, `${amount} Gems`, `${amount} Gemas`, `${amount} Gemas`), [
      [30, 199, 100],
      [80, 499, 100],
      [170, 999, 50],
      [360, 1999, 20],
      [950, 4999, 10],
      [2000, 9999, 10],
    ]),
  },
  {
    id: 1042,
    gameId: 104,
    linkSuffix: 'brawl-pass',
    imageKey: 'brawl-pass',
    names: sameText('Brawl Stars: Brawl Pass'),
    descriptions: describe(
      'Brawl Pass сезона: новый боец, эксклюзивный скин и дополнительные награды за прогресс.',
      "The season's Brawl Pass: a new brawler, an exclusive skin and extra progress rewards.",
      'El Brawl Pass de la temporada: un nuevo brawler, un aspecto exclusivo y recompensas extra.',
      'O Brawl Pass da temporada: um novo lutador, uma skin exclusiva e recompensas extras.',
    ),
    aliases: ['бравл пасс', 'пасс'],
    labels: ['new'],
    hot: false,
    soldCount: 3905,
    listedOn: '2025-10-02',
    accountFields: ACCOUNT_FIELDS.supercell,
    skus: [
      { names: sameText('Brawl Pass'), usdCents: 699, purchaseLimit: 1 },
      { names: sameText('Brawl Pass Plus'), usdCents: 999, purchaseLimit: 1 },
    ],
  },
  {
    id: 1051,
    gameId: 105,
    linkSuffix: 'mlbb-diamonds',
    imageKey: 'mlbb-diamonds',
    names: texts('Mobile Legends: алмазы', 'Mobile Legends Diamonds', 'Mobile Legends: Diamantes', 'Mobile Legends: Diamantes'),
    descriptions: describe(
      'Алмазы Mobile Legends: Bang Bang для героев, обликов и Starlight. Укажите ID игрока и ID зоны.',
      'Mobile Legends: Bang Bang Diamonds for heroes, skins and Starlight. Enter your player ID and zone ID.',
      'Diamantes de Mobile Legends: Bang Bang para héroes, aspectos y Starlight. Escribe tu ID de jugador y de zona.',
      'Diamantes do Mobile Legends: Bang Bang para heróis, skins e Starlight. Informe seu ID de jogador e da zona.',
    ),
    aliases: ['алмазы', 'даймы', 'diamonds'],
    labels: ['instant'],
    hot: false,
    soldCount: 5230,
    listedOn: '2025-05-14',
    accountFields: ACCOUNT_FIELDS.mobileLegends,
    skus: packs((amount) => texts(`${amount} алмазов`, `${amount} Diamonds`, `${amount} Diamantes`, `${amount} Diamantes`), [
      [55, 99, 100],
      [165, 299, 100],
      [275, 499, 50],
      [565, 999, 50],
      [1155, 1999, 20],
      [2975, 4999, 10],
    ]),
  },
  {
    id: 1052,
    gameId: 105,
    linkSuffix: 'mlbb-weekly-pass',
    imageKey: 'mlbb-weekly-pass',
    names: texts(
      'Mobile Legends: недельный пропуск алмазов',
      'Mobile Legends Weekly Diamond Pass',
      'Mobile Legends: Pase Semanal de Diamantes',
      'Mobile Legends: Passe Semanal de Diamantes',
    ),
    descriptions: describe(
      'Алмазы каждый день в течение 7 дней, всего больше, чем в пакете за ту же цену.',
      'Diamonds every day for 7 days, more in total than a pack at the same price.',
      'Diamantes cada día durante 7 días, más en total que un paquete al mismo precio.',
      'Diamantes todos os dias durante 7 dias, mais no total do que um pacote pelo mesmo preço.',
    ),
    aliases: ['недельный', 'weekly', 'вдп'],
    labels: [],
    hot: false,
    soldCount: 2870,
    listedOn: '2025-05-14',
    accountFields: ACCOUNT_FIELDS.mobileLegends,
    skus: [
      { names: texts('Пропуск на 7 дней', '7-day pass', 'Pase de 7 días', 'Passe de 7 dias'), usdCents: 199, purchaseLimit: 10 },
    ],
  },
  {
    id: 1061,
    gameId: 106,
    linkSuffix: 'ff-diamonds',
    imageKey: 'ff-diamonds',
    names: texts('Free Fire: алмазы', 'Free Fire Diamonds', 'Free Fire: Diamantes', 'Free Fire: Diamantes'),
    descriptions: describe(
      'Алмазы Free Fire для персонажей, скинов оружия и элитного пропуска. Укажите ID игрока.',
      'Free Fire Diamonds for characters, weapon skins and the Elite Pass. Enter your player ID.',
      'Diamantes de Free Fire para personajes, aspectos de armas y el Pase Élite. Escribe tu ID de jugador.',
      'Diamantes do Free Fire para personagens, skins de armas e o Passe de Elite. Informe seu ID de jogador.',
    ),
    aliases: ['алмазы', 'diamonds', 'дайм'],
    labels: ['hit', 'instant'],
    hot: false,
    soldCount: 7410,
    listedOn: '2025-02-28',
    accountFields: ACCOUNT_FIELDS.freeFire,
    skus: packs((amount) => texts(`${amount} алмазов`, `${amount} Diamonds`, `${amount} Diamantes`, `${amount} Diamantes`), [
      [100, 99, 100],
      [310, 299, 100],
      [520, 499, 50],
      [1060, 999, 50],
      [2180, 1999, 20],
      [5600, 4999, 10],
    ]),
  },
  {
    id: 1062,
    gameId: 106,
    linkSuffix: 'ff-membership',
    imageKey: 'ff-membership',
    names: texts('Free Fire: подписка', 'Free Fire Membership', 'Free Fire: Membresía', 'Free Fire: Assinatura'),
    descriptions: describe(
      'Недельная или месячная подписка: алмазы каждый день и бонусы к наградам.',
      'A weekly or monthly membership: diamonds every day and bonus rewards.',
      'Membresía semanal o mensual: diamantes cada día y recompensas extra.',
      'Assinatura semanal ou mensal: diamantes todos os dias e recompensas extras.',
    ),
    aliases: ['подписка', 'membership', 'мембершип'],
    labels: [],
    hot: false,
    soldCount: 1980,
    listedOn: '2025-02-28',
    accountFields: ACCOUNT_FIELDS.freeFire,
    skus: [
      { names: texts('Недельная подписка', 'Weekly membership', 'Membresía semanal', 'Assinatura semanal'), usdCents: 199, purchaseLimit: 4 },
      { names: texts('Месячная подписка', 'Monthly membership', 'Membresía mensual', 'Assinatura mensal'), usdCents: 999, purchaseLimit: 1 },
    ],
  },
  {
    id: 1071,
    gameId: 107,
    linkSuffix: 'coc-gems',
    imageKey: 'coc-gems',
    names: texts('Clash of Clans: кристаллы', 'Clash of Clans Gems', 'Clash of Clans: Gemas', 'Clash of Clans: Gemas'),
    descriptions: describe(
      'Кристаллы Clash of Clans ускоряют стройку и открывают предложения магазина. Укажите тег игрока, он начинается с #.',
      'Clash of Clans Gems speed up building and unlock shop offers. Enter your player tag, it starts with #.',
      'Las Gemas de Clash of Clans aceleran las construcciones y desbloquean ofertas. Escribe tu etiqueta de jugador, empieza con #.',
      'As Gemas do Clash of Clans aceleram construções e liberam ofertas. Informe sua tag de jogador, ela começa com #.',
    ),
    aliases: ['гемы', 'кристаллы', 'gems'],
    labels: [],
    hot: false,
    soldCount: 4480,
    listedOn: '2025-01-15',
    accountFields: ACCOUNT_FIELDS.supercell,
    skus: packs((amount) => texts(`${amount} кристаллов`, `${amount} Gems`, `${amount} Gemas`, `${amount} Gemas`), [
      [80, 99, 100],
      [500, 499, 100],
      [1200, 999, 50],
      [2500, 1999, 20],
      [6500, 4999, 10],
      [14000, 9999, 10],
    ]),
  },
  {
    id: 1072,
    gameId: 107,
    linkSuffix: 'coc-gold-pass',
    imageKey: 'coc-gold-pass',
    names: texts('Clash of Clans: Золотой пропуск', 'Clash of Clans Gold Pass', 'Clash of Clans: Pase de Oro', 'Clash of Clans: Passe Dourado'),
    descriptions: describe(
      'Золотой пропуск сезона: скин героя, ускорения и бонусы к добыче.',
      "The season's Gold Pass: a hero skin, boosts and loot bonuses.",
      'El Pase de Oro de la temporada: un aspecto de héroe, mejoras y bonificaciones de botín.',
      'O Passe Dourado da temporada: uma skin de herói, aceleradores e bônus de saque.',
    ),
    aliases: ['голд пасс', 'золотой пропуск', 'gold pass'],
    labels: [],
    hot: false,
    soldCount: 2215,
    listedOn: '2025-01-15',
    accountFields: ACCOUNT_FIELDS.supercell,
    skus: [{ names: texts('Золотой пропуск', 'Gold Pass', 'Pase de Oro', 'Passe Dourado'), usdCents: 699, purchaseLimit: 1 }],
  },
  {
    id: 1081,
    gameId: 108,
    linkSuffix: 'codm-cp',
    imageKey: 'codm-cp',
    names: texts('Call of Duty: Mobile: CP', 'Call of Duty: Mobile CP', 'Call of Duty: Mobile: CP', 'Call of Duty: Mobile: CP'),
    descriptions: describe(
      'COD Points для боевого пропуска, оружия и операторов. Укажите UID игрока из профиля.',
      'COD Points for the Battle Pass, weapons and operators. Enter the player UID from your profile.',
      'COD Points para el pase de batalla, armas y operadores. Escribe el UID de jugador de tu perfil.',
      'COD Points para o passe de batalha, armas e operadores. Informe o UID do jogador do seu perfil.',
    ),
    aliases: ['cp', 'сипи', 'cod points'],
    labels: [],
    hot: false,
    soldCount: 3560,
    listedOn: '2025-07-01',
    accountFields: ACCOUNT_FIELDS.callOfDuty,
    skus: packs((amount) => sameText(`${amount} CP`), [
      [80, 99, 100],
      [420, 499, 100],
      [880, 999, 50],
      [2400, 2499, 20],
      [5000, 4999, 10],
      [10800, 9999, 10],
    ]),
  },
  {
    id: 1082,
    gameId: 108,
    linkSuffix: 'codm-battle-pass',
    imageKey: 'codm-battle-pass',
    names: texts('Call of Duty: Mobile: боевой пропуск', 'Call of Duty: Mobile Battle Pass', 'Call of Duty: Mobile: Pase de Batalla', 'Call of Duty: Mobile: Passe de Batalha'),
    descriptions: describe(
      'Премиум боевой пропуск сезона или набор с пропуском и 12 уровнями сразу.',
      "The season's premium Battle Pass, or the bundle with 12 tiers at once.",
      'El pase de batalla premium de la temporada, o el paquete con 12 niveles al instante.',
      'O passe de batalha premium da temporada, ou o pacote com 12 níveis na hora.',
    ),
    aliases: ['бп', 'батл пасс', 'battle pass'],
    labels: ['new'],
    hot: false,
    soldCount: 1240,
    listedOn: '2025-10-20',
    accountFields: ACCOUNT_FIELDS.callOfDuty,
    skus: [
      { names: texts('Премиум-пропуск', 'Premium pass', 'Pase premium', 'Passe premium'), usdCents: 299, purchaseLimit: 1 },
      { names: texts('Набор: пропуск и 12 уровней', 'Bundle: pass and 12 tiers', 'Paquete: pase y 12 niveles', 'Pacote: passe e 12 níveis'), usdCents: 999, purchaseLimit: 1 },
    ],
  },
  {
    id: 1091,
    gameId: 109,
    linkSuffix: 'roblox-robux',
    imageKey: 'roblox-robux',
    names: texts('Roblox: робуксы', 'Roblox Robux', 'Roblox: Robux', 'Roblox: Robux'),
    descriptions: describe(
      'Робуксы для предметов аватара и игровых пропусков в любых играх Roblox. Укажите имя пользователя.',
      'Robux for avatar items and game passes in any Roblox experience. Enter your username.',
      'Robux para artículos de avatar y pases en cualquier experiencia de Roblox. Escribe tu usuario.',
      'Robux para itens de avatar e passes em qualquer experiência do Roblox. Informe seu usuário.',
    ),
    aliases: ['робуксы', 'робакс', 'robux'],
    labels: ['hit'],
    hot: false,
    soldCount: 6890,
    listedOn: '2025-03-22',
    accountFields: ACCOUNT_FIELDS.roblox,
    skus: packs((amount) => texts(`${amount} робуксов`, `${amount} Robux`, `${amount} Robux`, `${amount} Robux`), [
      [400, 499, 100],
      [800, 999, 50],
      [1700, 1999, 20],
      [4500, 4999, 10],
      [10000, 9999, 10],
    ]),
  },
  {
    id: 1092,
    gameId: 109,
    linkSuffix: 'roblox-premium',
    imageKey: 'roblox-premium',
    names: sameText('Roblox Premium'),
    descriptions: describe(
      'Ежемесячные робуксы, скидки в каталоге аватаров и обмен предметами.',
      'Monthly Robux, avatar shop discounts and item trading.',
      'Robux cada mes, descuentos en la tienda de avatares e intercambio de artículos.',
      'Robux todo mês, descontos na loja de avatares e troca de itens.',
    ),
    aliases: ['премиум', 'premium'],
    labels: [],
    hot: false,
    soldCount: 980,
    listedOn: '2025-08-05',
    accountFields: ACCOUNT_FIELDS.roblox,
    skus: [
      { names: texts('Premium 450, месяц', 'Premium 450, one month', 'Premium 450, un mes', 'Premium 450, um mês'), usdCents: 499, purchaseLimit: 1 },
      { names: texts('Premium 1000, месяц', 'Premium 1000, one month', 'Premium 1000, un mes', 'Premium 1000, um mês'), usdCents: 999, purchaseLimit: 1 },
    ],
  },
  {
    id: 1101,
    gameId: 110,
    linkSuffix: 'valorant-points',
    imageKey: 'valorant-points',
    names: texts('Valorant: Valorant Points', 'Valorant Points', 'Valorant: Valorant Points', 'Valorant: Valorant Points'),
    descriptions: describe(
      'Valorant Points для скинов оружия, агентов и боевого пропуска. Укажите Riot ID в виде имя#тег.',
      'Valorant Points for weapon skins, agents and the Battle Pass. Enter your Riot ID as name#tag.',
      'Valorant Points para aspectos de armas, agentes y el pase de batalla. Escribe tu Riot ID como nombre#etiqueta.',
      'Valorant Points para skins de armas, agentes e o passe de batalha. Informe seu Riot ID como nome#tag.',
    ),
    aliases: ['вп', 'vp', 'валорант поинты'],
    labels: ['new', 'instant'],
    hot: false,
    soldCount: 2650,
    listedOn: '2025-11-03',
    accountFields: ACCOUNT_FIELDS.valorant,
    skus: packs((amount) => sameText(`${amount} VP`), [
      [475, 499, 100],
      [1000, 999, 50],
      [2050, 1999, 20],
      [3650, 3499, 10],
      [5350, 4999, 10],
      [11000, 9999, 10],
    ]),
  },
  {
    id: 1111,
    gameId: 111,
    linkSuffix: 'steam-wallet',
    imageKey: 'steam-wallet',
    names: texts('Подарочная карта Steam', 'Steam Wallet gift card', 'Tarjeta de regalo de Steam', 'Cartão-presente Steam'),
    descriptions: texts(
      'Код пополнения кошелька Steam в долларах США. Код появится на странице заказа и придёт на e-mail в срок, указанный у товара.',
      'A Steam Wallet code in US dollars. The code shows on the order page and arrives by e-mail within the time shown with the product.',
      'Un código de Monedero de Steam en dólares estadounidenses. El código aparece en la página del pedido y llega por correo en el tiempo indicado en el producto.',
      'Um código da Carteira Steam em dólares americanos. O código aparece na página do pedido e chega por e-mail no prazo indicado no produto.',
    ),
    aliases: ['карта стим', 'гифт карта', 'gift card', 'кошелек'],
    labels: ['instant'],
    hot: false,
    soldCount: 3320,
    listedOn: '2025-06-01',
    accountFields: ACCOUNT_FIELDS.giftCard,
    // Cards are codes bought in advance: each value has a stock, and the $100 card is sold out.
    skus: (
      [
        [5, 549, 40],
        [10, 1099, 25],
        [20, 2149, 12],
        [50, 5349, 5],
        [100, 10699, 0],
      ] as const
    ).map(([value, usdCents, stock]) => ({
      names: texts(`Карта на $${value}`, `$${value} card`, `Tarjeta de US$${value}`, `Cartão de US$${value}`),
      usdCents,
      purchaseLimit: 5,
      stock,
    })),
    // Not sold in the Middle East storefront (me, SAR): regional Steam codes are not valid there.
    currencies: ['RUB', 'USD', 'BRL', 'MXN'],
  },
];
