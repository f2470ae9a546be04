import { sendVerificationCodeCall, type VerificationScene } from '@topup/shared/contract';
import { request } from '@topup/shared/http';

/** Spec section 9: the verification-code send times out after 18 s. */
export const SEND_CODE_TIMEOUT_MS = 18000;

/** Mails a code; resolves with the seconds before the next send. Never cached: every click sends. */
export async function sendCode(email: string, scene: VerificationScene): Promise<number> {
  const answer = await request(sendVerificationCodeCall, { email, scene }, { cacheTtl: 0, timeout: SEND_CODE_TIMEOUT_MS });
  return answer.resendAfterSeconds;
}
