import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { closeTemplates, testBackends } from '../support/backends';
import { accountsStoreForTests, lastCode, sendCode, signIn } from './accountsStore';

afterAll(closeTemplates);

describe.each(testBackends())('invite codes on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  const userOf = async (email: string) => (await store.database.db.select().from(users).where(eq(users.email, email)))[0];
  /** Registers by code with the invite code in the body or in the header the spec's client sends. */
  const register = async (email: string, invite: { body?: string; header?: string }) => {
    store.clock.advance(61_000);
    await sendCode(store, email, 'register');
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/user/login/code/loginRegister',
      headers: invite.header === undefined ? {} : { inviteCode: invite.header },
      payload: { email, code: await lastCode(store, email), ...(invite.body === undefined ? {} : { inviteCode: invite.body }) },
    });
    expect(response.json().data.isNewUser).toBe(true);
    return userOf(email);
  };

  let inviter: NonNullable<Awaited<ReturnType<typeof userOf>>>;
  beforeAll(async () => {
    await signIn(store, 'inviter@example.com');
    inviter = (await userOf('inviter@example.com'))!;
  });

  it('records the inviter of an invite code sent in the body, whatever its case', async () => {
    expect((await register('friend1@example.com', { body: inviter.inviteCode.toLowerCase() }))?.invitedBy).toBe(inviter.id);
  });

  it('records the inviter of the inviteCode header; the body wins over the header', async () => {
    expect((await register('friend2@example.com', { header: inviter.inviteCode }))?.invitedBy).toBe(inviter.id);
    await signIn(store, 'other@example.com');
    const other = (await userOf('other@example.com'))!;
    expect((await register('friend3@example.com', { body: other.inviteCode, header: inviter.inviteCode }))?.invitedBy).toBe(other.id);
  });

  it('ignores an unknown invite code and registers the visitor anyway', async () => {
    expect((await register('friend4@example.com', { body: 'NOSUCHCODE' }))?.invitedBy).toBeNull();
    expect((await register('friend5@example.com', { header: 'NOSUCHCODE' }))?.invitedBy).toBeNull();
  });

  it('does not change the inviter of an existing account that logs in with an invite code', async () => {
    await signIn(store, 'friend4@example.com', 'login', { inviteCode: inviter.inviteCode });
    expect((await userOf('friend4@example.com'))?.invitedBy).toBeNull();
  });
});
