import {
  loginInCall,
  loginRegisterCall,
  resetPasswordCall,
  verifyCodeCall,
  type CallRequest,
} from '@topup/shared/contract';
import { request } from '@topup/shared/http';

/** The sign-in pages' calls: the pages ask these, never the HTTP client. Each sign-in answers an authorization code. */

export async function logInWithPassword(payload: CallRequest<typeof loginInCall>): Promise<string> {
  return (await request(loginInCall, payload)).code;
}

/** Signs in with a mailed code, registering the e-mail when it is new (with a password and an invite code then). */
export async function logInWithCode(payload: CallRequest<typeof loginRegisterCall>): Promise<string> {
  return (await request(loginRegisterCall, payload)).code;
}

/** Checks a password-reset code before the new password is asked. */
export function checkResetCode(email: string, code: string) {
  return request(verifyCodeCall, { email, code, scene: 'reset' }, { cacheTtl: 0 });
}

export function resetPassword(email: string, code: string, newPassword: string) {
  return request(resetPasswordCall, { email, code, newPassword });
}
