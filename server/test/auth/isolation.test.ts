import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, bearer, signIn, tokenRequest } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())("one user's token and another user's data on $kind", (backend) => {
  const store = accountsStoreForTests(backend);
  const get = (url: string, token?: string) => store.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const loginIn = (email: string, password: string) =>
    store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: { email, password } });
  let alice: Awaited<ReturnType<typeof signIn>>;
  let bob: Awaited<ReturnType<typeof signIn>>;
  let bobId: string;
  beforeAll(async () => {
    alice = await signIn(store, 'alice@example.com', 'register', { password: 'alice1234' });
    bob = await signIn(store, 'bob@example.com', 'register', { password: 'bob123456' });
    bobId = (await get('/api/user/front/user/getUserInfo', bob.tokens.access_token)).json().data.id;
  });

  it('GET /oauth/user answers the token\'s user, the same record as getUserInfo', async () => {
    const response = await get('/oauth/user', alice.tokens.access_token);
    expect(response.json()).toEqual({
      code: 1,
      data: { id: expect.stringMatching(/^\d+$/), email: 'alice@example.com', phone: null, nickname: 'alice', inviteCode: expect.any(String), createTime: store.clock.time - 61_000 },
      message: 'success',
    });
    expect(response.json().data).toEqual((await get('/api/user/front/user/getUserInfo', alice.tokens.access_token)).json().data);
    expect((await get('/oauth/user', bob.tokens.access_token)).json().data.email).toBe('bob@example.com');
    const anonymous = await get('/oauth/user');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 15, data: null, message: '' });
  });

  it("ignores another user's id sent along with A's token", async () => {
    for (const url of [`/api/user/front/user/getUserInfo?id=${bobId}&userId=${bobId}`, `/oauth/user?userId=${bobId}`]) {
      expect((await get(url, alice.tokens.access_token)).json().data.email).toBe('alice@example.com');
    }
    const change = await store.app.inject({
      method: 'POST',
      url: '/api/user/front/user/changePassWord',
      headers: bearer(alice.tokens.access_token),
      payload: { oldPassword: 'bob123456', newPassword: 'taken12345', userId: bobId, email: 'bob@example.com' },
    });
    expect(change.json().code).toBe(1028);
    expect((await loginIn('bob@example.com', 'bob123456')).json().code).toBe(1);
  });

  it("changes only A's password and signs out only A's other sessions", async () => {
    const aliceElsewhere = await signIn(store, 'alice@example.com', 'login');
    const change = await store.app.inject({
      method: 'POST',
      url: '/api/user/front/user/changePassWord',
      headers: bearer(alice.tokens.access_token),
      payload: { oldPassword: 'alice1234', newPassword: 'alice5678' },
    });
    expect(change.json().code).toBe(1);
    expect((await get('/oauth/user', aliceElsewhere.tokens.access_token)).statusCode).toBe(401);
    expect((await get('/oauth/user', bob.tokens.access_token)).json().data.email).toBe('bob@example.com');
    expect((await loginIn('bob@example.com', 'bob123456')).json().code).toBe(1);
  });

  it("A's logout leaves B signed in, and A's refresh token never yields B's tokens", async () => {
    const refreshed = (await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: alice.tokens.refresh_token })).json().data;
    expect((await get('/oauth/user', refreshed.access_token)).json().data.email).toBe('alice@example.com');
    expect((await store.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer(refreshed.access_token) })).json().code).toBe(1);
    expect((await get('/oauth/user', refreshed.access_token)).statusCode).toBe(401);
    expect((await get('/oauth/user', bob.tokens.access_token)).json().data.email).toBe('bob@example.com');
    expect((await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: bob.tokens.refresh_token })).json().code).toBe(1);
  });
});
