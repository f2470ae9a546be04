import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/schema/columns';

/** Customer accounts. The e-mail is stored lower-case; the password as an argon2id PHC string. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    phone: text('phone'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'bigint' }),
    banned: boolean('banned').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
  ],
);

/**
 * The abuse limits' counters when several API processes share PostgreSQL (docs/accounts.md): one
 * row per limit and key (hashed: keys hold addresses and IPs), hits counted in the window that
 * ends at resets_at_ms. Each request is one atomic upsert-increment of its row.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    resetsAtMs: bigint('resets_at_ms', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_hits_resets_idx').on(table.resetsAtMs)],
);

/** Mailed codes, hashed with the server's pepper; single use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_email_scene_idx').on(table.email, table.scene, table.createdAt)],
);

/** Wrong-code lock-out per e-mail and scene: wrong tries since the last success or lock. */
export const codeLockouts = pgTable(
  'code_lockouts',
  {
    email: text('email').notNull(),
    scene: text('scene').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.email, table.scene] })],
);

/**
 * The resend window of each address and scene: when its last code was sent. Claiming the window
 * is one conditional upsert on this primary key, so of two simultaneous sends exactly one passes.
 */
export const codeSendWindows = pgTable(
  'code_send_windows',
  {
    email: text('email').notNull(),
    scene: text('scene').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.scene] })],
);

export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  /** Allowed redirect URIs; compared by path (see docs/accounts.md). */
  redirectUris: text('redirect_uris').array().notNull(),
  createdAt: createdAt(),
});

export const authorizationCodes = pgTable('authorization_codes', {
  hash: text('hash').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    hash: text('hash').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('access_tokens_family_idx').on(table.familyId), index('access_tokens_user_idx').on(table.userId)],
);
