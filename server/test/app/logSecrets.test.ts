import { pgliteBackend, closeTemplates } from '../support/backends';
import { capturedLog } from '../support/capturedLog';
import { accountsStoreForTests, BASIC, bearer, CLIENT_SECRET, lastCode, sendCode, signIn, tokenRequest } from '../auth/accountsStore';

afterAll(closeTemplates);

// Everything the store logs, down to trace, with the store's own logger.
const log = capturedLog('trace');

describe('the log during sign-in', () => {
  const store = accountsStoreForTests(pgliteBackend, { logger: log.logger });

  it('holds no code, token, password or client secret', async () => {
    const email = 'secretive@example.com';
    const password = 'Correct-Horse-42';
    const secrets: string[] = [CLIENT_SECRET, BASIC.split(' ')[1] as string, password];

    const { login, tokens } = await signIn(store, email, 'register', { password });
    secrets.push(login.code, tokens.access_token, tokens.refresh_token);
    const codes = [await lastCode(store, email)];

    // The OAuth redirect page carries the authorization code in its query string.
    await store.app.inject({ method: 'GET', url: `/login?code=${login.code}&state=x` });
    const refreshed = (await tokenRequest(store, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json().data;
    secrets.push(refreshed.access_token, refreshed.refresh_token);
    const byPassword = (await store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: { email, password } })).json().data;
    secrets.push(byPassword.code);

    store.clock.advance(61_000);
    expect((await sendCode(store, email, 'reset')).json().code).toBe(1);
    codes.push(await lastCode(store, email));
    const newPassword = 'Battery-Staple-77';
    secrets.push(newPassword);
    const change = await store.app.inject({
      method: 'POST',
      url: '/api/user/front/user/changePassWord',
      headers: bearer(refreshed.access_token),
      payload: { code: codes[1], newPassword },
    });
    expect(change.json().code).toBe(1);

    const text = log.lines.join('');
    expect(log.lines.length).toBeGreaterThan(10);
    expect(text).toContain('mail sent');
    for (const secret of [...secrets, ...codes]) expect(text).not.toContain(secret);
    // Nor the person's address, which the code calls carry in their query.
    expect(text).not.toContain(email.split('@')[0]);
  });
});

describe('the log of a failed query', () => {
  it('holds the query but not its parameters', () => {
    const { logger, lines } = capturedLog('error');
    const failure = Object.assign(new Error('Failed query: insert into "mail_outbox" ("text") values ($1)\nparams: Ваш код подтверждения: 123456'), {
      params: ['Ваш код подтверждения: 123456'],
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });
    logger.error({ err: failure }, 'unexpected failure');
    const text = lines.join('');
    expect(text).toContain('insert into');
    expect(text).not.toContain('123456');
  });
});
