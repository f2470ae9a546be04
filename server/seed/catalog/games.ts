import type { LocaleTexts } from '../../src/db/schema';
import { sameText, texts } from './demoValues';

export const CATEGORY_KINDS: { key: string; names: LocaleTexts; sortOrder: number }[] = [
  { key: 'mobile', names: texts('Мобильные игры', 'Mobile games', 'Juegos móviles', 'Jogos mobile'), sortOrder: 1 },
  { key: 'pc', names: texts('Игры для ПК', 'PC games', 'Juegos de PC', 'Jogos de PC'), sortOrder: 2 },
  { key: 'giftCard', names: texts('Подарочные карты', 'Gift cards', 'Tarjetas de regalo', 'Cartões-presente'), sortOrder: 3 },
];

export interface DemoGame {
  id: number;
  /** Names its images (server/seed/images/games/{key}.webp, banners/{key}.webp, each drawn from the .svg beside it). */
  key: string;
  kind: string;
  names: LocaleTexts;
  /** How customers type it: transliterations, abbreviations, nicknames. */
  aliases: string[];
  hot: boolean;
  /** Its goods group (one per game in the demo): id and name. */
  groupId: number;
  groupNames: LocaleTexts;
}

const topUp = (game: string): LocaleTexts =>
  texts(`Пополнение ${game}`, `${game} top-up`, `Recarga de ${game}`, `Recarga de ${game}`);

export const GAMES: DemoGame[] = [
  {
    id: 101,
    key: 'pubg-mobile',
    kind: 'mobile',
    names: sameText('PUBG Mobile'),
    aliases: ['пабг', 'пубг', 'пабг мобайл', 'пубг мобайл', 'battlegrounds'],
    hot: true,
    groupId: 201,
    groupNames: topUp('PUBG Mobile'),
  },
  {
    id: 102,
    key: 'genshin-impact',
    kind: 'mobile',
    names: sameText('Genshin Impact'),
    aliases: ['геншин', 'геншин импакт', 'гэншин', 'genshin'],
    hot: true,
    groupId: 202,
    groupNames: topUp('Genshin Impact'),
  },
  {
    id: 103,
    key: 'honkai-star-rail',
    kind: 'mobile',
    names: sameText('Honkai: Star Rail'),
    aliases: ['хонкай', 'хонкай стар рейл', 'хср', 'hsr', 'star rail'],
    hot: true,
    groupId: 203,
    groupNames: topUp('Honkai: Star Rail'),
  },
  {
    id: 104,
    key: 'brawl-stars',
    kind: 'mobile',
    names: sameText('Brawl Stars'),
    aliases: ['бравл', 'бравл старс', 'бравлстарс', 'brawl'],
    hot: true,
    groupId: 204,
    groupNames: topUp('Brawl Stars'),
  },
  {
    id: 105,
    key: 'mobile-legends',
    kind: 'mobile',
    names: sameText('Mobile Legends: Bang Bang'),
    aliases: ['мобайл легендс', 'млбб', 'mlbb', 'мобла'],
    hot: false,
    groupId: 205,
    groupNames: topUp('Mobile Legends'),
  },
  {
    id: 106,
    key: 'free-fire',
    kind: 'mobile',
    names: sameText('Free Fire'),
    aliases: ['фри фаер', 'фрифаер', 'фри фаир', 'ff'],
    hot: false,
    groupId: 206,
    groupNames: topUp('Free Fire'),
  },
  {
    id: 107,
    key: 'clash-of-clans',
    kind: 'mobile',
    names: sameText('Clash of Clans'),
    aliases: ['клеш оф кленс', 'клэш оф кланс', 'клеш', 'coc'],
    hot: false,
    groupId: 207,
    groupNames: topUp('Clash of Clans'),
  },
  {
    id: 108,
    key: 'call-of-duty-mobile',
    kind: 'mobile',
    names: sameText('Call of Duty: Mobile'),
    aliases: ['кал оф дьюти', 'колда', 'codm', 'cod mobile'],
    hot: false,
    groupId: 208,
    groupNames: topUp('Call of Duty: Mobile'),
  },
  {
    id: 109,
    key: 'roblox',
    kind: 'pc',
    names: sameText('Roblox'),
    aliases: ['роблокс', 'робукс', 'робуксы'],
    hot: false,
    groupId: 209,
    groupNames: topUp('Roblox'),
  },
  {
    id: 110,
    key: 'valorant',
    kind: 'pc',
    names: sameText('Valorant'),
    aliases: ['валорант', 'valo'],
    hot: false,
    groupId: 210,
    groupNames: topUp('Valorant'),
  },
  {
    id: 111,
    key: 'steam',
    kind: 'giftCard',
    names: texts('Кошелёк Steam', 'Steam Wallet', 'Monedero de Steam', 'Carteira Steam'),
    aliases: ['стим', 'steam', 'кошелек стим', 'steam wallet'],
    hot: false,
    groupId: 211,
    groupNames: texts('Подарочные карты Steam', 'Steam gift cards', 'Tarjetas de regalo de Steam', 'Cartões-presente Steam'),
  },
];
