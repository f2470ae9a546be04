import { deviceLabel } from '../../src/modules/session/deviceLabel';
import { BASIC, accountsStoreForTests, bearer, lastCode, sendCode, signIn, tokenRequest, type AccountsStore } from '../auth/accountsStore';
import { closeTemplates, testBackends } from '../support/backends';

afterAll(closeTemplates);

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** Signs in by mailed code from a given browser; answers the tokens and calls made with them. */
async function signInFrom(store: AccountsStore, email: string, userAgent: string) {
  store.clock.advance(61_000);
  await sendCode(store, email, 'login');
  const login = await store.app.inject({
    method: 'POST',
    url: '/api/user/login/code/loginRegister',
    payload: { email, code: await lastCode(store, email) },
  });
  const response = await store.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC, 'user-agent': userAgent },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code: login.json().data.code, redirect_uri: 'http://localhost:8080/login' }).toString(),
  });
  const tokens = response.json().data as { access_token: string; refresh_token: string };
  const headers = bearer(tokens.access_token);
  return {
    tokens,
    get: (url: string) => store.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => store.app.inject({ method: 'POST', url, headers, payload }),
  };
}

describe('device labels', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome · Android'],
    [MAC_SAFARI, 'Safari · macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge · Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/129.0 Mobile/15E148 Safari/605.1.15', 'Firefox · iOS'],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s is %s', (userAgent, label) => expect(deviceLabel(userAgent)).toBe(label));
});

describe.each(testBackends())('sign-ins and sessions on $kind', (backend) => {
  const store = accountsStoreForTests(backend);

  it('records each sign-in with its time, IP and device, and lists the live sessions', async () => {
    await signIn(store, 'safe@example.com');
    const phone = await signInFrom(store, 'safe@example.com', ANDROID_CHROME);
    const laptop = await signInFrom(store, 'safe@example.com', MAC_SAFARI);
    const history = (await laptop.get('/api/user/front/user/signInHistory')).json().data;
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({ device: 'Safari · macOS', ip: '127.0.0.1', active: true, current: true, signInTime: store.clock.time });
    expect(history[1]).toMatchObject({ device: 'Chrome · Android', current: false, active: true });

    const sessions = (await phone.get('/api/user/front/user/sessionList')).json().data;
    expect(sessions.map((session: { device: string; current: boolean }) => [session.device, session.current])).toEqual([
      ['Safari · macOS', false],
      ['Chrome · Android', true],
      ['Unknown device', false],
    ]);
  });

  it('revokes one session: its refresh token fails, its access token too; another account cannot revoke it', async () => {
    await signIn(store, 'revoke@example.com');
    const phone = await signInFrom(store, 'revoke@example.com', ANDROID_CHROME);
    const laptop = await signInFrom(store, 'revoke@example.com', MAC_SAFARI);
    const phoneSession = (await phone.get('/api/user/front/user/sessionList')).json().data.find((session: { current: boolean }) => session.current);

    const { tokens: otherTokens } = await signIn(store, 'intruder@example.com');
    const intruder = await store.app.inject({
      method: 'POST',
      url: '/api/user/front/user/revokeSession',
      headers: bearer(otherTokens.access_token),
      payload: { sessionId: phoneSession.sessionId },
    });
    expect(intruder.json().code).toBe(12);
    expect((await phone.get('/api/user/front/user/getUserInfo')).statusCode).toBe(200);

    expect((await laptop.post('/api/user/front/user/revokeSession', { sessionId: phoneSession.sessionId })).json().code).toBe(1);
    expect((await phone.get('/api/user/front/user/getUserInfo')).statusCode).toBe(401);
    expect((await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: phone.tokens.refresh_token })).json().code).not.toBe(1);
    const history = (await laptop.get('/api/user/front/user/signInHistory')).json().data;
    expect(history.find((entry: { sessionId: string }) => entry.sessionId === phoneSession.sessionId)).toMatchObject({ active: false });
  });

  it('signs out everywhere else: the other sessions fail, this one stays', async () => {
    await signIn(store, 'everywhere@example.com');
    const first = await signInFrom(store, 'everywhere@example.com', ANDROID_CHROME);
    const second = await signInFrom(store, 'everywhere@example.com', MAC_SAFARI);
    const here = await signInFrom(store, 'everywhere@example.com', ANDROID_CHROME);
    expect((await here.post('/api/user/front/user/revokeOtherSessions')).json().data).toEqual({ revoked: 3 });
    for (const other of [first, second]) {
      expect((await other.get('/api/user/front/user/getUserInfo')).statusCode).toBe(401);
      expect((await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: other.tokens.refresh_token })).json().code).not.toBe(1);
    }
    expect((await here.get('/api/user/front/user/getUserInfo')).statusCode).toBe(200);
    const refreshed = await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: here.tokens.refresh_token });
    expect(refreshed.json().code).toBe(1);
    const sessions = (await here.get('/api/user/front/user/sessionList')).json().data;
    expect(sessions).toEqual([expect.objectContaining({ current: true, device: 'Chrome · Android' })]);
  });
});
