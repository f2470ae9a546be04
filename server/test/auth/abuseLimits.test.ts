import fs from 'node:fs';
import path from 'node:path';
import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, BASIC, bearer, signIn } from './accountsStore';

afterAll(closeTemplates);

const english = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'shared', 'locales', 'en.json'), 'utf8'));

const LOW_LIMITS = {
  RATE_LIMIT_CODE_SEND_PER_IP: '3/1h',
  RATE_LIMIT_CODE_SEND_PER_EMAIL: '2/1h',
  RATE_LIMIT_SIGN_IN_PER_IP: '4/1h',
  RATE_LIMIT_SIGN_IN_PER_EMAIL: '2/1h',
  RATE_LIMIT_TOKEN_PER_IP: '2/1h',
  RATE_LIMIT_PASSWORD_CHANGE_PER_USER: '2/1h',
  // Sign-ins of the password-change test come from the test's default address.
  TRUST_PROXY: '1',
};

describe.each(testBackends())('abuse limits on $kind', (backend) => {
  const store = accountsStoreForTests(backend, { env: () => LOW_LIMITS });
  const send = (email: string, ip: string, scene = 'register') =>
    store.app.inject({
      method: 'GET',
      url: `/api/user/verification/code/sendVerificationCode?email=${encodeURIComponent(email)}&scene=${scene}`,
      remoteAddress: ip,
    });
  const loginIn = (email: string, ip: string) =>
    store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: { email, password: 'wrong1234' }, remoteAddress: ip });
  const tooOften = { code: 103, data: { resendAfterSeconds: expect.any(Number) }, message: english.error103 };
  const doNotRepeat = { code: 2, data: null, message: english.error2 };

  it('answers 103 once an address was sent its quota of codes, whatever the IP', async () => {
    expect((await send('quota@example.com', '10.0.0.1', 'register')).json().code).toBe(1);
    expect((await send('Quota@Example.com', '10.0.0.2', 'login')).json().code).toBe(1);
    const refused = await send('quota@example.com', '10.0.0.3', 'reset');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual(tooOften);
    expect(refused.json().data.resendAfterSeconds).toBeGreaterThan(3000);
  });

  it('answers 103 once an IP sent its quota of codes, whatever the address', async () => {
    for (const name of ['a', 'b', 'c']) expect((await send(`${name}@example.com`, '10.0.1.1')).json().code).toBe(1);
    expect((await send('d@example.com', '10.0.1.1')).json()).toEqual(tooOften);
    expect((await send('d@example.com', '10.0.1.2')).json().code).toBe(1);
  });

  it('answers 2 once an IP tried to sign in too often, whatever the addresses', async () => {
    for (const name of ['e', 'f', 'g', 'h']) expect((await loginIn(`${name}@example.com`, '10.0.2.1')).json().code).toBe(1005);
    const refused = await loginIn('i@example.com', '10.0.2.1');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual(doNotRepeat);
    expect((await loginIn('i@example.com', '10.0.2.2')).json().code).toBe(1005);
  });

  it('counts loginIn, verifyCode, resetPassword and loginRegister of one address together (2)', async () => {
    const email = 'target@example.com';
    expect((await loginIn(email, '10.0.3.1')).json().code).toBe(1005);
    const verify = await store.app.inject({
      method: 'GET',
      url: `/api/user/verification/code/verifyCode?email=${email}&code=123456&scene=login`,
      remoteAddress: '10.0.3.2',
    });
    expect(verify.json().code).toBe(1006);
    for (const [url, payload] of [
      ['/api/user/login/code/resetPassword', { email, code: '123456', newPassword: 'another123' }],
      ['/api/user/login/code/loginRegister', { email: 'TARGET@example.com', code: '123456' }],
    ] as const) {
      expect((await store.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.3.3' })).json()).toEqual(doNotRepeat);
    }
  });

  it('answers 2 at /oauth/token once an IP called it too often', async () => {
    const token = () =>
      store.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
        payload: 'grant_type=refresh_token&refresh_token=unknown',
        remoteAddress: '10.0.4.1',
      });
    expect((await token()).statusCode).toBe(400);
    expect((await token()).statusCode).toBe(400);
    const refused = await token();
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual(doNotRepeat);
  });

  it('answers 2 once a customer tried to change the password too often, whatever the IP', async () => {
    const { tokens } = await signIn(store, 'changer@example.com');
    const { tokens: other } = await signIn(store, 'bystander@example.com');
    const change = (token: string, ip: string) =>
      store.app.inject({
        method: 'POST',
        url: '/api/user/front/user/changePassWord',
        headers: bearer(token),
        payload: { oldPassword: 'not-the-password', newPassword: 'brandnew123' },
        remoteAddress: ip,
      });
    expect((await change(tokens.access_token, '10.0.5.1')).json().code).toBe(1028);
    expect((await change(tokens.access_token, '10.0.5.2')).json().code).toBe(1028);
    expect((await change(tokens.access_token, '10.0.5.3')).json()).toEqual(doNotRepeat);
    expect((await change(other.access_token, '10.0.5.3')).json().code).toBe(1028);
  });

  it('counts the visitor named by X-Forwarded-For when one proxy hop is trusted', async () => {
    const viaProxy = (visitor: string) =>
      store.app.inject({
        method: 'POST',
        url: '/api/user/login/v2/loginIn',
        payload: { email: `${visitor}@example.com`, password: 'wrong1234' },
        remoteAddress: '10.0.6.1',
        headers: { 'x-forwarded-for': visitor === 'k' ? '203.0.113.9' : '203.0.113.7' },
      });
    for (const name of ['j1', 'j2', 'j3', 'j4']) expect((await viaProxy(name)).json().code).toBe(1005);
    expect((await viaProxy('j5')).json()).toEqual(doNotRepeat);
    expect((await viaProxy('k')).json().code).toBe(1005);
  });
});
