import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { OAuthTokens } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import type { AuthenticatedCaller } from '../../app/authenticate';
import { ApiError } from '../../app/ApiError';
import type { Database } from '../../db/database';
import { accessTokens, authorizationCodes, oauthClients, refreshTokens, users } from './schema';
import { randomToken, sameHex, sha256 } from './secrets';

export const WEB_CLIENT_ID = 'topup-web';
export const AUTHORIZATION_CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60_000;

const invalidClient = () => new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'invalid_client', { statusCode: 401 });
const invalidGrant = () => new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'invalid_grant', { statusCode: 400 });

/** Authorization codes, the token endpoint's two grants with refresh rotation, bearer checks, revocation. */
export class OAuthService {
  constructor(private readonly deps: { database: Database; now: () => Date }) {}

  private get db() {
    return this.deps.database.db;
  }

  async issueAuthorizationCode(userId: bigint, clientId = WEB_CLIENT_ID): Promise<string> {
    const code = randomToken();
    await this.db.insert(authorizationCodes).values({
      hash: sha256(code),
      userId,
      clientId,
      expiresAt: new Date(this.deps.now().getTime() + AUTHORIZATION_CODE_TTL_MS),
    });
    return code;
  }

  /** HTTP Basic client authentication (RFC 6749 2.3.1: both parts form-url-encoded). */
  async authenticateClient(header: string | undefined) {
    const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
    if (!match) throw invalidClient();
    const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw invalidClient();
    let clientId: string;
    let secret: string;
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      throw invalidClient();
    }
    const [client] = await this.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    if (!client || !sameHex(client.secretHash, sha256(secret))) throw invalidClient();
    return client;
  }

  async exchangeCode(client: { clientId: string; redirectUris: string[] }, code: string, redirectUri: string): Promise<OAuthTokens> {
    if (!redirectPathAllowed(redirectUri, client.redirectUris)) throw invalidGrant();
    const now = this.deps.now();
    const [used] = await this.db
      .update(authorizationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(authorizationCodes.hash, sha256(code)),
          eq(authorizationCodes.clientId, client.clientId),
          isNull(authorizationCodes.usedAt),
          gt(authorizationCodes.expiresAt, now),
        ),
      )
      .returning({ userId: authorizationCodes.userId });
    if (!used) throw invalidGrant();
    await this.refuseBanned(used.userId);
    return this.issueTokens(used.userId, client.clientId, randomUUID(), new Date(now.getTime() + REFRESH_FAMILY_TTL_MS));
  }

  async refresh(client: { clientId: string }, refreshToken: string): Promise<OAuthTokens> {
    const now = this.deps.now();
    const [record] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.hash, sha256(refreshToken)));
    if (!record || record.clientId !== client.clientId || record.revokedAt !== null || record.expiresAt <= now) throw invalidGrant();
    // Marking it used is the guard: of two presentations only one updates the row.
    const [marked] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.hash, record.hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ hash: refreshTokens.hash });
    if (!marked) {
      // A used refresh token came back: someone holds a copy. The whole family goes.
      await this.revokeFamily(record.familyId);
      throw invalidGrant();
    }
    await this.refuseBanned(record.userId);
    return this.issueTokens(record.userId, client.clientId, record.familyId, record.expiresAt);
  }

  /** The caller behind a bearer token: unexpired, unrevoked, its user not banned. */
  async verifyAccessToken(token: string): Promise<AuthenticatedCaller | undefined> {
    const [row] = await this.db
      .select({ userId: accessTokens.userId, familyId: accessTokens.familyId })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(
          eq(accessTokens.hash, sha256(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, this.deps.now()),
          eq(users.banned, false),
        ),
      );
    return row;
  }

  async revokeFamily(familyId: string): Promise<void> {
    const now = this.deps.now();
    await this.db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await this.db.update(accessTokens).set({ revokedAt: now }).where(and(eq(accessTokens.familyId, familyId), isNull(accessTokens.revokedAt)));
  }

  /**
   * Signs a user out everywhere, or everywhere but one session (`keepFamily`). Codes not yet
   * exchanged go too: a sign-in made with the old password must not open a session afterwards.
   */
  async revokeUser(userId: bigint, keepFamily?: string): Promise<void> {
    const now = this.deps.now();
    await this.db
      .update(authorizationCodes)
      .set({ usedAt: now })
      .where(and(eq(authorizationCodes.userId, userId), isNull(authorizationCodes.usedAt)));
    const keep = (column: typeof refreshTokens.familyId | typeof accessTokens.familyId) => (keepFamily ? ne(column, keepFamily) : undefined);
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep(refreshTokens.familyId)));
    await this.db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), keep(accessTokens.familyId)));
  }

  private async refuseBanned(userId: bigint): Promise<void> {
    const [user] = await this.db.select({ banned: users.banned }).from(users).where(eq(users.id, userId));
    if (!user || user.banned) throw invalidGrant();
  }

  private async issueTokens(userId: bigint, clientId: string, familyId: string, familyExpiresAt: Date): Promise<OAuthTokens> {
    const now = this.deps.now();
    const access = randomToken();
    const refresh = randomToken();
    await this.db.insert(accessTokens).values({
      hash: sha256(access),
      userId,
      familyId,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    });
    await this.db.insert(refreshTokens).values({ hash: sha256(refresh), familyId, userId, clientId, expiresAt: familyExpiresAt, createdAt: now });
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      create_time: now.getTime(),
      token_type: 'bearer',
    };
  }
}

/** redirect_uri is compared by path only (absolute URL or path), against the client's registered paths. */
export function redirectPathAllowed(redirectUri: string, allowed: readonly string[]): boolean {
  let path: string;
  try {
    path = new URL(redirectUri, 'http://store.invalid').pathname;
  } catch {
    return false;
  }
  return allowed.includes(path);
}
