import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, lastCode, sendCode } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())('verification codes on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  const verify = (email: string, code: string, scene = 'register') =>
    store.app.inject({ method: 'GET', url: `/api/user/verification/code/verifyCode?email=${email}&code=${code}&scene=${scene}` });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('mails a 6-digit code in Russian and gives the same answer for an unknown address', async () => {
    const first = await sendCode(store, 'nobody@example.com', 'login');
    const second = await sendCode(store, 'other@example.com', 'register');
    expect(first.json()).toEqual({ code: 1, data: { resendAfterSeconds: 60 }, message: 'success' });
    expect(second.json()).toEqual(first.json());
    expect(await lastCode(store, 'nobody@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within 60 s with 1011 and the seconds left', async () => {
    await sendCode(store, 'wait@example.com', 'register');
    store.clock.advance(20_000);
    const response = await sendCode(store, 'wait@example.com', 'register');
    expect(response.json()).toEqual({ code: 1011, data: { resendAfterSeconds: 40 }, message: expect.stringContaining('40 seconds') });
    store.clock.advance(40_000);
    expect((await sendCode(store, 'wait@example.com', 'register')).json().code).toBe(1);
  });

  it('checks a code without using it, and expires it after 10 minutes (1037)', async () => {
    await sendCode(store, 'expiry@example.com', 'register');
    const code = await lastCode(store, 'expiry@example.com');
    expect((await verify('expiry@example.com', code)).json()).toEqual({ code: 1, data: { valid: true }, message: 'success' });
    expect((await verify('expiry@example.com', code)).json().code).toBe(1);
    store.clock.advance(10 * 60_000);
    expect((await verify('expiry@example.com', code)).json().code).toBe(1037);
  });

  it('locks the address and scene for 15 minutes after 5 wrong tries (1044, then 1045)', async () => {
    await sendCode(store, 'lock@example.com', 'register');
    const code = await lastCode(store, 'lock@example.com');
    for (let i = 0; i < 4; i += 1) expect((await verify('lock@example.com', wrong(code))).json().code).toBe(1006);
    expect((await verify('lock@example.com', wrong(code))).json().code).toBe(1044);
    expect((await verify('lock@example.com', code)).json().code).toBe(1045);
    expect((await sendCode(store, 'lock@example.com', 'register')).json().code).toBe(1045);
    expect((await verify('lock@example.com', code, 'login')).json().code).toBe(1006);
    store.clock.advance(15 * 60_000);
    expect((await sendCode(store, 'lock@example.com', 'register')).json().code).toBe(1);
    expect((await verify('lock@example.com', await lastCode(store, 'lock@example.com'))).json().code).toBe(1);
  });

  it('compares only five of twenty guesses sent at once; the others are refused uncompared (1045)', async () => {
    await sendCode(store, 'burst@example.com', 'register');
    const code = await lastCode(store, 'burst@example.com');
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify('burst@example.com', guess)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((each) => each === 1006 || each === 1044)).toHaveLength(5);
    expect(codes.filter((each) => each === 1044)).toHaveLength(1);
    expect(codes.filter((each) => each === 1045)).toHaveLength(15);
    expect((await verify('burst@example.com', code)).json().code).toBe(1045);
  });

  it('uses a code once', async () => {
    await sendCode(store, 'once@example.com', 'register');
    const code = await lastCode(store, 'once@example.com');
    const login = () => store.app.inject({ method: 'POST', url: '/api/user/login/code/loginRegister', payload: { email: 'once@example.com', code } });
    expect((await login()).json().code).toBe(1);
    store.clock.advance(61_000);
    await sendCode(store, 'once@example.com', 'login');
    expect((await login()).json().code).toBe(1006);
  });

  it('answers 1008 to a malformed e-mail address, and 10 when there is none', async () => {
    const send = (query: string) => store.app.inject({ method: 'GET', url: `/api/user/verification/code/sendVerificationCode?${query}` });
    for (const email of ['not-an-address', 'a@b', 'имя@example.com']) {
      const response = await send(`email=${encodeURIComponent(email)}&scene=register`);
      expect(response.json()).toEqual({ code: 1008, data: null, message: 'Wrong e-mail format' });
    }
    expect((await send('scene=register')).json().code).toBe(10);
  });

  it('answers a right code of the other scene with 1036 (registered: log in) or 1015 (no such user)', async () => {
    const loginRegister = (email: string, code: string) =>
      store.app.inject({ method: 'POST', url: '/api/user/login/code/loginRegister', payload: { email, code } });
    await sendCode(store, 'known@example.com', 'register');
    expect((await loginRegister('known@example.com', await lastCode(store, 'known@example.com'))).json().code).toBe(1);
    store.clock.advance(61_000);
    await sendCode(store, 'known@example.com', 'register');
    expect((await loginRegister('known@example.com', await lastCode(store, 'known@example.com'))).json().code).toBe(1036);
    await sendCode(store, 'stranger@example.com', 'login');
    expect((await loginRegister('stranger@example.com', await lastCode(store, 'stranger@example.com'))).json().code).toBe(1015);
  });
});
