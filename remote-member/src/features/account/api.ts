import { changePasswordCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';

/** The account pages' calls: the components ask these, never the HTTP client. */

/** Changes the password; the server signs every other session out (docs/accounts.md). */
export function changePassword(oldPassword: string, newPassword: string) {
  return request(changePasswordCall, { oldPassword, newPassword });
}
