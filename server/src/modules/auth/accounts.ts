import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserInfoData } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { Database, DbHandle } from '../../db/database';
import { users } from './schema';
import type { OAuthService } from './oauth';
import { hashPassword, verifyPassword } from './passwords';
import type { VerificationCodes } from './verificationCodes';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

type UserRow = typeof users.$inferSelect;

/**
 * Inserts an account with a fresh invitation code (retried on a collision). When the address was
 * registered meanwhile, answers that account instead (created: false).
 */
export async function createAccount(
  db: DbHandle,
  values: { email: string; passwordHash: string | null; invitedBy: bigint | null; createdAt: Date },
): Promise<{ id: bigint; created: boolean; banned: boolean }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await db
      .insert(users)
      .values({ ...values, nickname: values.email.split('@')[0] as string, inviteCode: newInviteCode() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return { id: created.id, created: true, banned: false };
    // Either the address was registered meanwhile or the invite code collided (retry).
    const [raced] = await db.select({ id: users.id, banned: users.banned }).from(users).where(eq(users.email, values.email));
    if (raced) return { ...raced, created: false };
  }
  throw new Error('could not allocate an invite code');
}

/**
 * The account of an address, made with this password when there is none (the demo customer).
 * An existing account keeps its password.
 */
export async function ensureAccount(db: DbHandle, emailInput: string, password: string, now: Date): Promise<bigint> {
  const email = normalizeEmail(emailInput);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const account = await createAccount(db, { email, passwordHash: await hashPassword(password), invitedBy: null, createdAt: now });
  return account.id;
}

/** Registration, logins, passwords and the user's own record. */
export class Accounts {
  constructor(private readonly deps: { database: Database; codes: VerificationCodes; oauth: OAuthService; now: () => Date }) {}

  private get db() {
    return this.deps.database.db;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    return user;
  }

  /**
   * Existing address: needs a 'login' code. New address: needs a 'register' code. A valid code of
   * the other scene is refused with 1036 (already registered) or 1015 (no such user).
   */
  async loginRegister(input: { email: string; code: string; password?: string; inviteCode?: string }) {
    const email = normalizeEmail(input.email);
    const existing = await this.findByEmail(email);
    const scene = existing ? 'login' : 'register';
    const other = existing ? 'register' : 'login';
    if (!(await this.deps.codes.hasLiveCode(email, scene)) && (await this.deps.codes.hasLiveCode(email, other))) {
      await this.deps.codes.check(email, other, input.code, false);
      if (existing) throw new ApiError(ResultCode.EMAIL_ALREADY_REGISTERED, 'E-mail already registered, please log in');
      throw new ApiError(ResultCode.USER_NOT_FOUND, 'User does not exist');
    }
    await this.deps.codes.check(email, scene, input.code, true);
    if (existing) {
      if (existing.banned) throw new ApiError(ResultCode.USER_BANNED, 'User is banned');
      return { code: await this.deps.oauth.issueAuthorizationCode(existing.id), isNewUser: false };
    }
    const user = await this.register(email, input.password, input.inviteCode);
    return { code: await this.deps.oauth.issueAuthorizationCode(user.id), isNewUser: user.created };
  }

  private async register(email: string, password: string | undefined, inviteCode: string | undefined) {
    const passwordHash = password === undefined ? null : await hashPassword(password);
    let invitedBy: bigint | null = null;
    if (inviteCode) {
      const [inviter] = await this.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode.toUpperCase()));
      invitedBy = inviter?.id ?? null;
    }
    const account = await createAccount(this.db, { email, passwordHash, invitedBy, createdAt: this.deps.now() });
    if (!account.created && account.banned) throw new ApiError(ResultCode.USER_BANNED, 'User is banned');
    return account;
  }

  /** Unknown address and wrong password answer the same 1005, after the same argon2 work. */
  async loginWithPassword(emailInput: string, password: string) {
    const user = await this.findByEmail(normalizeEmail(emailInput));
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) throw new ApiError(ResultCode.WRONG_PASSWORD, 'Wrong e-mail or password');
    if (user.banned) throw new ApiError(ResultCode.USER_BANNED, 'User is banned');
    return { code: await this.deps.oauth.issueAuthorizationCode(user.id) };
  }

  /** With a 'reset' code: new password, every session signed out. */
  async resetPassword(emailInput: string, code: string, newPassword: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.deps.codes.check(email, 'reset', code, true);
    const user = await this.findByEmail(email);
    if (!user) throw new ApiError(ResultCode.USER_NOT_FOUND, 'User does not exist');
    if (user.banned) throw new ApiError(ResultCode.USER_BANNED, 'User is banned');
    await this.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
    await this.deps.oauth.revokeUser(user.id);
  }

  /** Old password or a 'reset' code; the caller's session stays, the others are signed out. */
  async changePassword(userId: bigint, familyId: string, input: { oldPassword?: string; code?: string; newPassword: string }) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new ApiError(ResultCode.USER_NOT_FOUND, 'User does not exist');
    if ((input.oldPassword === undefined) === (input.code === undefined)) {
      throw new ApiError(ResultCode.MISSING_PARAMETER, 'Missing parameter: oldPassword or code (exactly one)', { statusCode: 400 });
    }
    if (input.oldPassword !== undefined) {
      // 1028, not login's 1005: the catalogue has two "wrong password" codes, one per form.
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ApiError(ResultCode.WRONG_PASSWORD_1028, 'Wrong password');
    } else {
      await this.deps.codes.check(user.email, 'reset', input.code as string, true);
    }
    await this.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, userId));
    await this.deps.oauth.revokeUser(userId, familyId);
  }

  async userInfo(userId: bigint): Promise<UserInfoData> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new ApiError(ResultCode.USER_NOT_FOUND, 'User does not exist');
    return {
      id: String(user.id),
      email: user.email,
      phone: user.phone,
      nickname: user.nickname,
      inviteCode: user.inviteCode,
      createTime: user.createdAt.getTime(),
    };
  }
}
