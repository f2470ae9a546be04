import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { VerificationScene } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { Database } from '../../db/database';
import { codeLockouts, codeSendWindows, verificationCodes } from './schema';
import type { Mailer } from '../../mail/mailer';
import { hashCode, randomCode, sameHex } from './secrets';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_WRONG_TRIES = 5;
export const LOCKOUT_MS = 15 * 60_000;

const SUBJECTS: Record<VerificationScene, string> = {
  register: 'Код для регистрации',
  login: 'Код для входа',
  reset: 'Код для сброса пароля',
};

export interface VerificationCodeDeps {
  database: Database;
  mailer: Mailer;
  pepper: string;
  now: () => Date;
}

/** Mailed 6-digit codes: hashed, single use, 10 minutes, one per minute, 5 wrong tries lock 15 minutes. */
export class VerificationCodes {
  constructor(private readonly deps: VerificationCodeDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  async send(email: string, scene: VerificationScene): Promise<{ resendAfterSeconds: number }> {
    const now = this.deps.now();
    await this.refuseIfLocked(email, scene, now);
    await this.claimSendWindow(email, scene, now);
    const code = randomCode();
    const codeHash = hashCode(code, this.deps.pepper);
    await this.db.insert(verificationCodes).values({ email, scene, codeHash, expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
    try {
      await this.deps.mailer.send({
        to: email,
        // The code is in the text only: subjects show in notifications, lock screens and mail logs.
        subject: SUBJECTS[scene],
        text: `Здравствуйте!\n\nВаш код подтверждения: ${code}\nКод действует 10 минут. Никому его не сообщайте.\n\nЕсли вы не запрашивали код, просто проигнорируйте это письмо.`,
      });
    } catch {
      // A code nobody received (the mailer logged why): it goes, and so does the wait, so the
      // visitor may ask again at once.
      await this.db.delete(verificationCodes).where(eq(verificationCodes.codeHash, codeHash));
      await this.db.delete(codeSendWindows).where(and(eq(codeSendWindows.email, email), eq(codeSendWindows.scene, scene), eq(codeSendWindows.sentAt, now)));
      throw new ApiError(ResultCode.SMS_SEND_FAILED, 'The code could not be sent; please try again later');
    }
    return { resendAfterSeconds: RESEND_AFTER_SECONDS };
  }

  /**
   * Takes the address's resend window or throws 1011 with the seconds left. One conditional upsert:
   * PostgreSQL locks the (email, scene) row while it decides, so of two sends at the same instant
   * the second sees the first one's time and is refused.
   */
  private async claimSendWindow(email: string, scene: VerificationScene, now: Date): Promise<void> {
    const windowMs = RESEND_AFTER_SECONDS * 1000;
    const claimed = await this.db
      .insert(codeSendWindows)
      .values({ email, scene, sentAt: now })
      .onConflictDoUpdate({
        target: [codeSendWindows.email, codeSendWindows.scene],
        set: { sentAt: now },
        setWhere: lte(codeSendWindows.sentAt, new Date(now.getTime() - windowMs)),
      })
      .returning({ sentAt: codeSendWindows.sentAt });
    if (claimed.length > 0) return;
    const [held] = await this.db
      .select({ sentAt: codeSendWindows.sentAt })
      .from(codeSendWindows)
      .where(and(eq(codeSendWindows.email, email), eq(codeSendWindows.scene, scene)));
    const seconds = Math.max(1, Math.ceil(((held?.sentAt.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
    throw new ApiError(ResultCode.RESEND_WAIT, `Please wait ${seconds} seconds before requesting a new code`, {
      data: { resendAfterSeconds: seconds },
    });
  }

  /** Whether a live (unused, unexpired) code of this scene awaits the address. */
  async hasLiveCode(email: string, scene: VerificationScene): Promise<boolean> {
    const latest = await this.latest(email, scene);
    return latest !== undefined && latest.consumedAt === null && latest.expiresAt > this.deps.now();
  }

  /**
   * Checks the latest code of the address and scene; throws 1045 while locked, 1037 when expired,
   * 1006 when wrong or used (1044 on the wrong try that locks). With `consume` the code is used up.
   * The try is counted before the code is compared, so of many guesses sent at once only five are
   * ever compared; an expired or right code gives its try back.
   */
  async check(email: string, scene: VerificationScene, code: string, consume: boolean): Promise<void> {
    const now = this.deps.now();
    const tryNo = await this.countTry(email, scene, now);
    const latest = await this.latest(email, scene);
    if (latest && latest.consumedAt === null && latest.expiresAt <= now) {
      await this.setFailures(email, scene, sql`greatest(${codeLockouts.failures} - 1, 0)`);
      throw new ApiError(ResultCode.CODE_EXPIRED, 'The code has expired, request a new one');
    }
    const matches = latest !== undefined && latest.consumedAt === null && sameHex(latest.codeHash, hashCode(code, this.deps.pepper));
    if (!matches) return this.wrongTry(email, scene, now, tryNo);
    if (consume) {
      const used = await this.db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (used.length === 0) return this.wrongTry(email, scene, now, tryNo);
    }
    await this.setFailures(email, scene, sql`0`);
  }

  /**
   * Counts a try of the address and scene in one upsert that refuses while it is locked; answers
   * the try's number. Tries beyond the fifth (sent together with it) are refused uncompared (1045).
   */
  private async countTry(email: string, scene: VerificationScene, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(codeLockouts)
      .values({ email, scene, failures: 1 })
      .onConflictDoUpdate({
        target: [codeLockouts.email, codeLockouts.scene],
        set: { failures: sql`${codeLockouts.failures} + 1` },
        setWhere: or(isNull(codeLockouts.lockedUntil), lte(codeLockouts.lockedUntil, now)),
      })
      .returning({ failures: codeLockouts.failures });
    if (!row || row.failures > MAX_WRONG_TRIES) throw new ApiError(ResultCode.TOO_MANY_ATTEMPTS_1045, 'Too many wrong attempts, please try later');
    return row.failures;
  }

  private async setFailures(email: string, scene: VerificationScene, failures: SQL): Promise<void> {
    await this.db
      .update(codeLockouts)
      .set({ failures })
      .where(and(eq(codeLockouts.email, email), eq(codeLockouts.scene, scene)));
  }

  private async latest(email: string, scene: VerificationScene) {
    const rows = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.scene, scene)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return rows[0];
  }

  private async refuseIfLocked(email: string, scene: VerificationScene, now: Date): Promise<void> {
    const rows = await this.db
      .select({ lockedUntil: codeLockouts.lockedUntil })
      .from(codeLockouts)
      .where(and(eq(codeLockouts.email, email), eq(codeLockouts.scene, scene)));
    const lockedUntil = rows[0]?.lockedUntil;
    if (lockedUntil && lockedUntil > now) {
      throw new ApiError(ResultCode.TOO_MANY_ATTEMPTS_1045, 'Too many wrong attempts, please try later');
    }
  }

  /** A wrong try (already counted); the fifth locks the address and scene. Always throws. */
  private async wrongTry(email: string, scene: VerificationScene, now: Date, tryNo: number): Promise<never> {
    if (tryNo >= MAX_WRONG_TRIES) {
      await this.db
        .update(codeLockouts)
        .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOCKOUT_MS) })
        .where(and(eq(codeLockouts.email, email), eq(codeLockouts.scene, scene)));
      throw new ApiError(ResultCode.TOO_MANY_ATTEMPTS, 'Too many wrong attempts, please try again in 15 minutes');
    }
    throw new ApiError(ResultCode.WRONG_CODE, 'Wrong verification code');
  }
}
