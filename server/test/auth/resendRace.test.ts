import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, sendCode } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())('the resend window under concurrency on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  const mailsTo = async (email: string) => (await store.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

  it('lets exactly one of several simultaneous sends for an address through', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => sendCode(store, 'race@example.com', 'register')));
    const codes = answers.map((answer) => answer.json().code).sort((a, b) => a - b);
    expect(codes).toEqual([1, 1011, 1011, 1011]);
    expect(await mailsTo('race@example.com')).toBe(1);
  });

  it('opens the window again after 60 s, once', async () => {
    store.clock.advance(60_000);
    const answers = await Promise.all([sendCode(store, 'race@example.com', 'register'), sendCode(store, 'race@example.com', 'register')]);
    expect(answers.map((answer) => answer.json().code).sort((a, b) => a - b)).toEqual([1, 1011]);
    expect(await mailsTo('race@example.com')).toBe(2);
  });
});
