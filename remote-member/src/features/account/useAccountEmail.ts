import { useEffect, useState } from 'react';
import { getUserInfoCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { isSignedIn, saveUserInfo, useSession } from '@topup/shared/session';

export type AccountEmail =
  | { state: 'signedOut' }
  | { state: 'loading' }
  | { state: 'ready'; email: string }
  | { state: 'failed'; retry(): void };

/**
 * The signed-in user's e-mail from the shared session's user info. The host loads that info
 * after sign-in; when it is still missing here (a page opened before it arrived, or the remote
 * run on its own) it is loaded once and saved to the session for everyone.
 */
export function useAccountEmail(): AccountEmail {
  const signedIn = useSession(isSignedIn);
  const email = useSession((state) => (typeof state.userInfo?.email === 'string' ? state.userInfo.email : undefined));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!signedIn || email !== undefined) return;
    let current = true;
    setFailed(false);
    request(getUserInfoCall, {}, { silent: true }).then(
      (info) => {
        if (info !== true) saveUserInfo(info);
        else if (current) setFailed(true);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, email, attempt]);

  if (!signedIn) return { state: 'signedOut' };
  if (email !== undefined) return { state: 'ready', email };
  if (failed) return { state: 'failed', retry: () => setAttempt((count) => count + 1) };
  return { state: 'loading' };
}
