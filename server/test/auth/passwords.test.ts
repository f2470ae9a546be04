import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, bearer, lastCode, sendCode, signIn, tokenRequest } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())('password change and reset on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  const info = (token: string) => store.app.inject({ method: 'GET', url: '/api/user/front/user/getUserInfo', headers: bearer(token) });
  const loginIn = (email: string, password: string) =>
    store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: { email, password } });
  const change = (token: string, payload: Record<string, string>) =>
    store.app.inject({ method: 'POST', url: '/api/user/front/user/changePassWord', headers: bearer(token), payload });
  const reset = (email: string, code: string, newPassword: string) =>
    store.app.inject({ method: 'POST', url: '/api/user/login/code/resetPassword', payload: { email, code, newPassword } });
  const exchange = (code: string) => tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/login' });
  const refresh = (refreshToken: string) => tokenRequest(store, { grant_type: 'refresh_token', refresh_token: refreshToken });
  /** A mailed reset code, after the resend window of the last one. */
  const resetCode = async (email: string) => {
    store.clock.advance(61_000);
    expect((await sendCode(store, email, 'reset')).json().code).toBe(1);
    return lastCode(store, email);
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('changePassWord', () => {
    it('takes the old password, keeps the caller signed in and signs the other sessions out', async () => {
      const mine = await signIn(store, 'change@example.com', 'register', { password: 'first1234' });
      const other = await signIn(store, 'change@example.com', 'login');
      const response = await change(mine.tokens.access_token, { oldPassword: 'first1234', newPassword: 'second1234' });
      expect(response.json()).toEqual({ code: 1, data: {}, message: 'success' });
      expect((await info(mine.tokens.access_token)).statusCode).toBe(200);
      expect((await refresh(mine.tokens.refresh_token)).json().code).toBe(1);
      expect((await info(other.tokens.access_token)).statusCode).toBe(401);
      expect((await refresh(other.tokens.refresh_token)).statusCode).toBe(400);
      expect((await loginIn('change@example.com', 'first1234')).json().code).toBe(1005);
      expect((await loginIn('change@example.com', 'second1234')).json().code).toBe(1);
    });

    it('voids sign-in codes not yet exchanged, so the old password opens no session afterwards', async () => {
      const mine = await signIn(store, 'pending@example.com', 'register', { password: 'first1234' });
      const pending = (await loginIn('pending@example.com', 'first1234')).json().data.code as string;
      expect((await change(mine.tokens.access_token, { oldPassword: 'first1234', newPassword: 'second1234' })).json().code).toBe(1);
      expect((await exchange(pending)).statusCode).toBe(400);
      expect((await info(mine.tokens.access_token)).statusCode).toBe(200);
    });

    it('answers 1028 for a wrong old password and changes nothing', async () => {
      const { tokens } = await signIn(store, 'wrongold@example.com', 'register', { password: 'first1234' });
      const response = await change(tokens.access_token, { oldPassword: 'guess1234', newPassword: 'second1234' });
      expect(response.json()).toEqual({ code: 1028, data: null, message: 'Wrong password' });
      expect((await loginIn('wrongold@example.com', 'first1234')).json().code).toBe(1);
    });

    it('answers 1028 for an account that has no password yet, unless a code proves the mailbox', async () => {
      const { tokens } = await signIn(store, 'nopassword@example.com');
      expect((await change(tokens.access_token, { oldPassword: 'anything1', newPassword: 'second1234' })).json().code).toBe(1028);
      const code = await resetCode('nopassword@example.com');
      expect((await change(tokens.access_token, { code, newPassword: 'second1234' })).json().code).toBe(1);
      expect((await loginIn('nopassword@example.com', 'second1234')).json().code).toBe(1);
    });

    it('takes a reset code once; a wrong one is 1006', async () => {
      const { tokens } = await signIn(store, 'bycode@example.com', 'register', { password: 'first1234' });
      const code = await resetCode('bycode@example.com');
      expect((await change(tokens.access_token, { code: wrong(code), newPassword: 'second1234' })).json().code).toBe(1006);
      expect((await change(tokens.access_token, { code, newPassword: 'second1234' })).json().code).toBe(1);
      expect((await change(tokens.access_token, { code, newPassword: 'third12345' })).json().code).toBe(1006);
      expect((await loginIn('bycode@example.com', 'second1234')).json().code).toBe(1);
    });

    it('wants exactly one of old password and code (HTTP 400, code 10)', async () => {
      const { tokens } = await signIn(store, 'both@example.com', 'register', { password: 'first1234' });
      const payloads: Record<string, string>[] = [{ newPassword: 'second1234' }, { oldPassword: 'first1234', code: '123456', newPassword: 'second1234' }];
      for (const payload of payloads) {
        const response = await change(tokens.access_token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe(10);
      }
    });
  });

  describe('resetPassword', () => {
    it('sets a new password with a reset code and signs out every session', async () => {
      const { tokens } = await signIn(store, 'forgot@example.com', 'register', { password: 'first1234' });
      const code = await resetCode('forgot@example.com');
      expect((await reset('Forgot@Example.com', code, 'second1234')).json()).toEqual({ code: 1, data: {}, message: 'success' });
      expect((await info(tokens.access_token)).statusCode).toBe(401);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
      expect((await loginIn('forgot@example.com', 'second1234')).json().code).toBe(1);
      expect((await reset('forgot@example.com', code, 'third12345')).json().code).toBe(1006);
    });

    it('voids sign-in codes not yet exchanged, so the old password opens no session afterwards', async () => {
      await signIn(store, 'stolen@example.com', 'register', { password: 'first1234' });
      const pending = (await loginIn('stolen@example.com', 'first1234')).json().data.code as string;
      const code = await resetCode('stolen@example.com');
      expect((await reset('stolen@example.com', code, 'second1234')).json().code).toBe(1);
      expect((await exchange(pending)).statusCode).toBe(400);
      const fresh = (await loginIn('stolen@example.com', 'second1234')).json().data.code as string;
      expect((await exchange(fresh)).json().code).toBe(1);
    });

    it('answers 1037 when the code is older than 10 minutes', async () => {
      await signIn(store, 'late@example.com', 'register', { password: 'first1234' });
      const code = await resetCode('late@example.com');
      store.clock.advance(10 * 60_000);
      expect((await reset('late@example.com', code, 'second1234')).json().code).toBe(1037);
      expect((await loginIn('late@example.com', 'first1234')).json().code).toBe(1);
    });

    it('answers 1006 for a wrong code and for a code of another scene', async () => {
      await signIn(store, 'wrongcode@example.com', 'register', { password: 'first1234' });
      const code = await resetCode('wrongcode@example.com');
      expect((await reset('wrongcode@example.com', wrong(code), 'second1234')).json().code).toBe(1006);
      store.clock.advance(61_000);
      await sendCode(store, 'wrongcode@example.com', 'login');
      expect((await reset('wrongcode@example.com', await lastCode(store, 'wrongcode@example.com'), 'second1234')).json().code).toBe(1006);
      expect((await loginIn('wrongcode@example.com', 'first1234')).json().code).toBe(1);
    });

    it('answers 1015 to the owner of a mailbox without an account, once the code is right', async () => {
      const code = await resetCode('ghost@example.com');
      expect((await reset('ghost@example.com', wrong(code), 'second1234')).json().code).toBe(1006);
      expect((await reset('ghost@example.com', code, 'second1234')).json()).toEqual({ code: 1015, data: null, message: 'User does not exist' });
    });
  });
});
