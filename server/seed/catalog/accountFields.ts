import type { LocaleTexts, StoredAccountField } from '../../src/db/schema';
import { texts } from './demoValues';

/** What each game needs to know to credit a top-up; no game needs the player's password. */

const playerId = (pattern: string, hint: LocaleTexts): StoredAccountField => ({
  key: 'playerId',
  label: texts('ID игрока', 'Player ID', 'ID de jugador', 'ID do jogador'),
  type: 'text',
  required: true,
  pattern,
  options: [],
  hint,
});

const uid = (hint: LocaleTexts): StoredAccountField => ({
  key: 'uid',
  label: texts('UID', 'UID', 'UID', 'UID'),
  type: 'text',
  required: true,
  pattern: '^[1-9][0-9]{8,9}$',
  options: [],
  hint,
});

/** Where each game shows the value a top-up needs, in its own menus' words. */
const HINTS = {
  pubg: texts(
    'В PUBG Mobile нажмите на свой аватар в левом верхнем углу главного экрана: ID — число под ником.',
    'In PUBG Mobile, tap your avatar at the top left of the lobby: the ID is the number under your nickname.',
    'En PUBG Mobile, toca tu avatar arriba a la izquierda del lobby: el ID es el número bajo tu apodo.',
    'No PUBG Mobile, toque no seu avatar no canto superior esquerdo do lobby: o ID é o número abaixo do apelido.',
  ),
  genshin: texts(
    'В Genshin Impact UID всегда виден в правом нижнем углу экрана; его же показывает меню Паймон под вашим ником.',
    'In Genshin Impact the UID is always at the bottom right of the screen; the Paimon menu shows it under your name too.',
    'En Genshin Impact el UID siempre está abajo a la derecha de la pantalla; el menú de Paimon también lo muestra bajo tu nombre.',
    'No Genshin Impact o UID fica sempre no canto inferior direito da tela; o menu da Paimon também o mostra abaixo do seu nome.',
  ),
  starRail: texts(
    'В Honkai: Star Rail откройте меню телефона (Esc на ПК): UID — число под ником в левом верхнем углу.',
    'In Honkai: Star Rail, open the phone menu (Esc on PC): the UID is the number under your name at the top left.',
    'En Honkai: Star Rail, abre el menú del teléfono (Esc en PC): el UID es el número bajo tu nombre arriba a la izquierda.',
    'No Honkai: Star Rail, abra o menu do telefone (Esc no PC): o UID é o número abaixo do seu nome no canto superior esquerdo.',
  ),
  supercell: texts(
    'Откройте профиль в игре (нажмите на свой ник): тег начинается с # и стоит под ником.',
    'Open your profile in the game (tap your name): the tag starts with # and sits under your name.',
    'Abre tu perfil en el juego (toca tu nombre): la etiqueta empieza con # y está bajo tu nombre.',
    'Abra seu perfil no jogo (toque no seu nome): a tag começa com # e fica abaixo do seu nome.',
  ),
  mobileLegends: texts(
    'В Mobile Legends нажмите на аватар слева вверху: ID и в скобках ID зоны — под ником, например 12345678 (1234).',
    'In Mobile Legends, tap your avatar at the top left: the ID and, in brackets, the zone ID are under your name, e.g. 12345678 (1234).',
    'En Mobile Legends, toca tu avatar arriba a la izquierda: el ID y, entre paréntesis, el ID de zona están bajo tu nombre, p. ej. 12345678 (1234).',
    'No Mobile Legends, toque no avatar no canto superior esquerdo: o ID e, entre parênteses, o ID da zona ficam abaixo do nome, ex. 12345678 (1234).',
  ),
  freeFire: texts(
    'В Free Fire нажмите на баннер профиля слева вверху: ID — число под ником, рядом кнопка копирования.',
    'In Free Fire, tap the profile banner at the top left: the ID is the number under your name, with a copy button.',
    'En Free Fire, toca el banner del perfil arriba a la izquierda: el ID es el número bajo tu nombre, con botón para copiar.',
    'No Free Fire, toque no banner do perfil no canto superior esquerdo: o ID é o número abaixo do nome, com botão de copiar.',
  ),
  callOfDuty: texts(
    'В Call of Duty: Mobile откройте профиль (аватар слева вверху): UID — длинное число под ником.',
    'In Call of Duty: Mobile, open your profile (avatar at the top left): the UID is the long number under your name.',
    'En Call of Duty: Mobile, abre tu perfil (avatar arriba a la izquierda): el UID es el número largo bajo tu nombre.',
    'No Call of Duty: Mobile, abra o perfil (avatar no canto superior esquerdo): o UID é o número longo abaixo do nome.',
  ),
  roblox: texts(
    'Имя пользователя Roblox стоит после @ на странице профиля (не отображаемое имя).',
    'Your Roblox username is the one after @ on your profile page (not the display name).',
    'Tu usuario de Roblox es el que va después de @ en tu perfil (no el nombre visible).',
    'Seu usuário do Roblox é o que vem depois de @ no seu perfil (não o nome de exibição).',
  ),
  valorant: texts(
    'Riot ID виден в клиенте Riot при наведении на ваш ник: имя, # и тег, например Player#EUW1.',
    'Your Riot ID shows in the Riot client when you hover over your name: the name, # and the tag, e.g. Player#EUW1.',
    'Tu Riot ID aparece en el cliente de Riot al pasar sobre tu nombre: el nombre, # y la etiqueta, p. ej. Player#LAN1.',
    'Seu Riot ID aparece no cliente da Riot ao passar o mouse no seu nome: o nome, # e a tag, ex. Player#BR1.',
  ),
};

/** The four regions of HoYoverse games; the values are the servers' own codes. */
const hoyoverseServer = (codes: [string, string, string, string]): StoredAccountField => ({
  key: 'server',
  label: texts('Сервер', 'Server', 'Servidor', 'Servidor'),
  type: 'select',
  required: true,
  pattern: null,
  options: [
    { value: codes[0], label: texts('Америка', 'America', 'América', 'América') },
    { value: codes[1], label: texts('Европа', 'Europe', 'Europa', 'Europa') },
    { value: codes[2], label: texts('Азия', 'Asia', 'Asia', 'Ásia') },
    { value: codes[3], label: texts('TW, HK, MO', 'TW, HK, MO', 'TW, HK, MO', 'TW, HK, MO') },
  ],
});

/** Supercell player tags: # and the letters Supercell uses. */
const supercellTag: StoredAccountField = {
  key: 'playerTag',
  label: texts('Тег игрока (#...)', 'Player tag (#...)', 'Etiqueta de jugador (#...)', 'Tag do jogador (#...)'),
  type: 'text',
  required: true,
  pattern: '^#[0289PYLQGRJCUV]{3,12}$',
  options: [],
  hint: HINTS.supercell,
};

export const ACCOUNT_FIELDS = {
  pubg: [playerId('^[0-9]{6,12}$', HINTS.pubg)],
  genshin: [uid(HINTS.genshin), hoyoverseServer(['os_usa', 'os_euro', 'os_asia', 'os_cht'])],
  starRail: [uid(HINTS.starRail), hoyoverseServer(['prod_official_usa', 'prod_official_eur', 'prod_official_asia', 'prod_official_cht'])],
  supercell: [supercellTag],
  mobileLegends: [
    playerId('^[0-9]{6,12}$', HINTS.mobileLegends),
    {
      key: 'zoneId',
      label: texts('ID зоны', 'Zone ID', 'ID de zona', 'ID da zona'),
      type: 'text',
      required: true,
      pattern: '^[0-9]{3,5}$',
      options: [],
    },
  ],
  freeFire: [playerId('^[0-9]{8,12}$', HINTS.freeFire)],
  callOfDuty: [playerId('^[0-9]{10,20}$', HINTS.callOfDuty)],
  roblox: [
    {
      key: 'username',
      label: texts('Имя пользователя Roblox', 'Roblox username', 'Usuario de Roblox', 'Usuário do Roblox'),
      type: 'text',
      required: true,
      pattern: '^[A-Za-z0-9_]{3,20}$',
      options: [],
      hint: HINTS.roblox,
    },
  ],
  valorant: [
    {
      key: 'riotId',
      label: texts('Riot ID (имя#тег)', 'Riot ID (name#tag)', 'Riot ID (nombre#etiqueta)', 'Riot ID (nome#tag)'),
      type: 'text',
      required: true,
      pattern: '^[^#]{3,16}#[A-Za-z0-9]{3,5}$',
      options: [],
      hint: HINTS.valorant,
    },
  ],
  /** Gift cards are codes shown on the order page: nothing to ask. */
  giftCard: [],
} satisfies Record<string, StoredAccountField[]>;
