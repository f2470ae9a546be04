import { z } from 'zod';
import { accountFieldSchema, catalogIdSchema } from './catalog';
import { defineCall } from './defineCall';
import { idSchema } from './id';
import { LOCALES } from './locales';

/**
 * The player a top-up goes to: the game account fields of the pre-pay form (player id, server or
 * zone), checked through the game partner before paying, and profiles a buyer saves to pick again.
 */

/** The pre-pay form's values by account field key (accountFieldSchema.key), trimmed. */
export const accountValuesSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), z.string().trim().min(1).max(64))
  .refine((values) => Object.keys(values).length <= 10, 'at most 10 account fields');
export type AccountValues = z.infer<typeof accountValuesSchema>;

export const prePayFormInfoCall = defineCall({
  method: 'GET',
  path: '/form/formInteraction/v2/prePayFormInfo',
  access: 'public',
  tag: 'form',
  summary: 'The account fields a product needs before paying (player id, server or zone), and whether the player can be checked',
  request: z.object({ locale: z.enum(LOCALES).default('ru'), productId: catalogIdSchema }),
  response: z.object({
    productId: catalogIdSchema,
    categoryId: catalogIdSchema,
    fields: z.array(accountFieldSchema),
    /** Whether the game partner can look the player up (playerCheckCall); false: no check, no nickname. */
    playerCheck: z.boolean(),
  }),
});

/**
 * The game partner's answer: the in-game nickname, or 'unknown' (payment then needs the buyer's
 * explicit confirmation, createOrder's playerConfirmed), or 'unavailable' when the partner could
 * not be asked (treated as unknown).
 */
export const playerCheckResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('found'), nickname: z.string() }),
  z.object({ result: z.literal('unknown') }),
  z.object({ result: z.literal('unavailable') }),
]);
export type PlayerCheckResult = z.infer<typeof playerCheckResultSchema>;

/** The spec names no path for the check; it sits beside the order calls. */
export const playerCheckCall = defineCall({
  method: 'POST',
  path: '/order/player/check',
  access: 'user',
  tag: 'player',
  summary: "Look the player up with the game partner: the in-game nickname, or unknown (5020 when a required field is missing or malformed)",
  request: z.object({ productId: catalogIdSchema, account: accountValuesSchema }),
  response: playerCheckResultSchema,
});

export const playerProfileSchema = z.object({
  /** 64-bit id as a string. */
  id: z.string(),
  categoryId: catalogIdSchema,
  categoryName: z.string(),
  account: accountValuesSchema,
  /** The nickname the game partner returned when it was saved; null when unknown. */
  nickname: z.string().nullable(),
  /** ms since the epoch; lists are newest first. */
  updateTime: z.number().int(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** Most profiles a customer keeps; saving one more replaces the oldest. */
export const MAX_PLAYER_PROFILES = 20;

export const playerProfilesCall = defineCall({
  method: 'GET',
  path: '/user/player/profiles',
  access: 'user',
  tag: 'player',
  summary: "The caller's saved player profiles, of one game when given, newest first",
  request: z.object({ locale: z.enum(LOCALES).default('ru'), categoryId: catalogIdSchema.optional() }),
  response: z.array(playerProfileSchema),
});

export const savePlayerProfileCall = defineCall({
  method: 'POST',
  path: '/user/player/profile/save',
  access: 'user',
  tag: 'player',
  summary: 'Save a player profile of a game (the same account again only refreshes it); the nickname is looked up anew',
  request: z.object({ locale: z.enum(LOCALES).default('ru'), productId: catalogIdSchema, account: accountValuesSchema }),
  response: playerProfileSchema,
});

export const deletePlayerProfileCall = defineCall({
  method: 'POST',
  path: '/user/player/profile/delete',
  access: 'user',
  tag: 'player',
  summary: 'Delete one of the caller’s player profiles (12 when there is none with this id)',
  request: z.object({ id: idSchema }),
  response: z.object({}),
});

export const playerCalls = [
  prePayFormInfoCall,
  playerCheckCall,
  playerProfilesCall,
  savePlayerProfileCall,
  deletePlayerProfileCall,
] as const;
