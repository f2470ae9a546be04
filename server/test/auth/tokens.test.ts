import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, bearer, signIn, tokenRequest } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())('accounts and tokens on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  const info = (token?: string) =>
    store.app.inject({ method: 'GET', url: '/api/user/front/user/getUserInfo', headers: token ? bearer(token) : {} });
  const loginIn = (email: string, password: string) =>
    store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: { email, password } });

  it('tells the browser its client id, secret and redirect path at /oauth/client', async () => {
    const response = await store.app.inject('/oauth/client');
    expect(response.json()).toEqual({
      code: 1,
      data: { clientId: 'topup-web', clientSecret: expect.any(String), redirectPath: '/login' },
      message: 'success',
    });
  });

  it('registers by code, exchanges the code and returns only the caller\'s info', async () => {
    const a = await signIn(store, 'Alice@Example.com', 'register', { password: 'secret123' });
    expect(a.login.isNewUser).toBe(true);
    const b = await signIn(store, 'bob@example.com');
    const response = await info(a.tokens.access_token);
    expect(response.json()).toEqual({
      code: 1,
      data: { id: expect.stringMatching(/^\d+$/), email: 'alice@example.com', phone: null, nickname: 'alice', inviteCode: expect.any(String), createTime: expect.any(Number) },
      message: 'success',
    });
    expect((await info(b.tokens.access_token)).json().data.email).toBe('bob@example.com');
    const again = await signIn(store, 'alice@example.com', 'login');
    expect(again.login.isNewUser).toBe(false);
  });

  it('logs in with a password; wrong password and unknown user both answer 1005; banned 1031', async () => {
    expect((await loginIn('alice@example.com', 'secret123')).json()).toEqual({ code: 1, data: { code: expect.any(String) }, message: 'success' });
    expect((await loginIn('alice@example.com', 'wrong1234')).json().code).toBe(1005);
    expect((await loginIn('ghost@example.com', 'secret123')).json().code).toBe(1005);
    await signIn(store, 'banned@example.com', 'register', { password: 'secret123' });
    await store.database.db.update(users).set({ banned: true }).where(eq(users.email, 'banned@example.com'));
    expect((await loginIn('banned@example.com', 'secret123')).json().code).toBe(1031);
  });

  it('refuses a wrong client, a reused code and a wrong redirect path', async () => {
    const code = (await loginIn('alice@example.com', 'secret123')).json().data.code;
    const bad = await tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/login' }, `Basic ${Buffer.from('topup-web:nope').toString('base64')}`);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe(15);
    expect((await tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/elsewhere' })).statusCode).toBe(400);
    const good = await tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/login' });
    expect(good.json().data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 7200, create_time: store.clock.time, token_type: 'bearer' });
    expect((await tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/login' })).statusCode).toBe(400);
  });

  it('never lets /oauth/token or a login answer be stored: no-store on successes and refusals alike', async () => {
    const noStore = (response: { headers: Record<string, unknown> }) => {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
    };
    const code = (await loginIn('alice@example.com', 'secret123')).json().data.code;
    noStore(await loginIn('alice@example.com', 'secret123'));
    noStore(await loginIn('alice@example.com', 'wrong1234'));
    noStore(await tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/login' }));
    noStore(await tokenRequest(store, { grant_type: 'authorization_code', code, redirect_uri: '/login' }));
    noStore(await tokenRequest(store, { grant_type: 'refresh_token' }));
    noStore(await tokenRequest(store, { grant_type: 'password' }));
    noStore(await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: 'x' }, 'Basic bm9wZQ=='));
    noStore(await store.app.inject('/oauth/client'));
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const { tokens } = await signIn(store, 'carol@example.com');
    const second = (await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json().data;
    expect(second.refresh_token).not.toBe(tokens.refresh_token);
    expect((await info(second.access_token)).statusCode).toBe(200);
    const reuse = await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect((await info(second.access_token)).statusCode).toBe(401);
    expect((await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode).toBe(400);
  });

  it('expires access tokens after 2 hours and refresh families after 30 days', async () => {
    const { tokens } = await signIn(store, 'dave@example.com');
    store.clock.advance(2 * 60 * 60_000);
    expect((await info(tokens.access_token)).statusCode).toBe(401);
    store.clock.advance(30 * 24 * 60 * 60_000);
    expect((await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(400);
  });

  it('logout revokes the session; no or bad token is a 401 with an empty message', async () => {
    const { tokens } = await signIn(store, 'erin@example.com');
    const logout = await store.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer(tokens.access_token) });
    expect(logout.json()).toEqual({ code: 1, data: {}, message: 'success' });
    expect((await info(tokens.access_token)).statusCode).toBe(401);
    expect((await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(400);
    for (const response of [await info(), await info('garbage')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 15, data: null, message: '' });
    }
  });

  it('mounts /oauth at the root, not under /api, and lists it in OpenAPI', async () => {
    expect((await store.app.inject({ method: 'POST', url: '/api/oauth/token' })).statusCode).toBe(404);
    const document = (await store.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/oauth/token']).toBeDefined();
    expect(document.paths['/api/user/login/v2/loginIn']).toBeDefined();
  });
});
