import { mailOutbox, verificationCodes } from '../../src/db/schema';
import { closeTemplates, pgliteBackend, testBackends } from '../support/backends';
import { mailText, startSmtpServer, type SmtpServer } from '../support/smtpServer';
import { accountsStoreForTests, sendCode } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())('mail through SMTP_URL on $kind', (backend) => {
  let smtp: SmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const store = accountsStoreForTests(backend, { env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'TopUp <codes@topup.test>' }) });

  it('sends the code to the address through the SMTP server, in Russian, and keeps no copy', async () => {
    expect((await sendCode(store, 'Reader@Example.com', 'register')).json().code).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('codes@topup.test');
    expect(mail?.to).toEqual(['reader@example.com']);
    expect(mail?.data).toMatch(/^To: reader@example\.com$/im);
    const text = mailText(mail?.data ?? '');
    expect(text).toContain('Ваш код подтверждения');
    const code = /(\d{6})/.exec(text)?.[1];
    expect(code).toBeDefined();
    const verify = await store.app.inject({ method: 'GET', url: `/api/user/verification/code/verifyCode?email=reader@example.com&code=${code}&scene=register` });
    expect(verify.json()).toEqual({ code: 1, data: { valid: true }, message: 'success' });
    expect(await store.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('mail when the SMTP server is down', () => {
  // Port 1: nothing listens, the connection is refused at once.
  const store = accountsStoreForTests(pgliteBackend, { env: () => ({ SMTP_URL: 'smtp://127.0.0.1:1' }) });

  it('answers 1003, keeps no code nobody received, and lets the visitor ask again at once', async () => {
    expect((await sendCode(store, 'down@example.com', 'register')).json()).toMatchObject({ code: 1003, data: null });
    expect((await sendCode(store, 'down@example.com', 'register')).json().code).toBe(1003);
    expect(await store.database.db.select().from(verificationCodes)).toEqual([]);
  });
});
