import type { StoredAccountField } from '../../src/db/schema';
import { texts } from './demoValues';

/** What each game needs to know to credit a top-up; no game needs the player's password. */

const playerId = (pattern: string): StoredAccountField => ({
  key: 'playerId',
  label: texts('ID игрока', 'Player ID', 'ID de jugador', 'ID do jogador'),
  type: 'text',
  required: true,
  pattern,
  options: [],
});

const uid: StoredAccountField = {
  key: 'uid',
  label: texts('UID', 'UID', 'UID', 'UID'),
  type: 'text',
  required: true,
  pattern: '^[1-9][0-9]{8,9}$',
  options: [],
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
};

export const ACCOUNT_FIELDS = {
  pubg: [playerId('^[0-9]{6,12}$')],
  genshin: [uid, hoyoverseServer(['os_usa', 'os_euro', 'os_asia', 'os_cht'])],
  starRail: [uid, hoyoverseServer(['prod_official_usa', 'prod_official_eur', 'prod_official_asia', 'prod_official_cht'])],
  supercell: [supercellTag],
  mobileLegends: [
    playerId('^[0-9]{6,12}$'),
    {
      key: 'zoneId',
      label: texts('ID зоны', 'Zone ID', 'ID de zona', 'ID da zona'),
      type: 'text',
      required: true,
      pattern: '^[0-9]{3,5}$',
      options: [],
    },
  ],
  freeFire: [playerId('^[0-9]{8,12}$')],
  callOfDuty: [playerId('^[0-9]{10,20}$')],
  roblox: [
    {
      key: 'username',
      label: texts('Имя пользователя Roblox', 'Roblox username', 'Usuario de Roblox', 'Usuário do Roblox'),
      type: 'text',
      required: true,
      pattern: '^[A-Za-z0-9_]{3,20}$',
      options: [],
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
    },
  ],
  /** Gift cards are codes shown on the order page: nothing to ask. */
  giftCard: [],
} satisfies Record<string, StoredAccountField[]>;
