import { loadTokenRecord, sessionStore, signIn, storage } from '@topup/shared/session';
import { createHttpClient, type HttpClient } from './client';
import { TokenRefreshError } from './errors';
import { basicAuth, tokenRecordFromAnswer } from './refresh';
import { envelope, fakeAdapter, fakePorts, type FakeAnswer, type FakePorts, type RecordedRequest } from './testing';

const HOUR = 3600;
let ports: FakePorts;
let client: HttpClient;
let requests: RecordedRequest[];
let refreshAnswer: () => FakeAnswer | Promise<FakeAnswer>;

/** The fake server: /oauth/token answers with refreshAnswer, every other call echoes its token. */
function setup() {
  ports = fakePorts({ tokenRefreshFailed: 'Не удалось обновить токен' });
  const fake = fakeAdapter((request) =>
    request.url === '/oauth/token' ? refreshAnswer() : { body: envelope({ auth: request.headers.Authorization ?? null }) },
  );
  requests = fake.requests;
  client = createHttpClient({ adapter: fake.adapter, ports, clientId: 'store', clientSecret: 's3cret' });
}

function signInWithTokenExpiringIn(seconds: number) {
  signIn({ access_token: 'old', refresh_token: 'refresh-1', create_time: ports.time, expires_in: seconds });
}

const userCall = { path: '/user/front/user/getUserInfo' } as const;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setState({ accessToken: '', userInfo: null });
  setup();
});

afterEach(() => client.dispose());

describe('token refresh', () => {
  it('does not refresh a token with more than 10 minutes left', async () => {
    signInWithTokenExpiringIn(HOUR);
    ports.time += (HOUR - 600) * 1000;
    await expect(client.request(userCall)).resolves.toEqual({ auth: 'Bearer old' });
    expect(requests.filter((request) => request.url === '/oauth/token')).toHaveLength(0);
  });

  it('sends one refresh for 20 concurrent calls and resumes them all with the new token', async () => {
    signInWithTokenExpiringIn(HOUR);
    ports.time += (HOUR - 599) * 1000; // under 10 minutes left: overdue
    let answerRefresh: (answer: FakeAnswer) => void = () => undefined;
    refreshAnswer = () => new Promise<FakeAnswer>((resolve) => (answerRefresh = resolve));

    const calls = Array.from({ length: 20 }, (_, index) => client.request(userCall, { index }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Everyone waits: only the refresh request has gone out so far.
    expect(requests.map((request) => request.url)).toEqual(['/oauth/token']);
    expect(client.refresher.refreshing).toBe(true);

    // A plain OAuth answer (no envelope), create_time in seconds.
    answerRefresh({
      body: { access_token: 'new', refresh_token: 'refresh-2', expires_in: 7200, create_time: Math.floor(ports.time / 1000) },
    });
    const results = await Promise.all(calls);

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ auth: 'Bearer new' })));
    expect(requests.filter((request) => request.url === '/oauth/token')).toHaveLength(1);
    expect(requests).toHaveLength(21);
    expect(sessionStore.getState().accessToken).toBe('new');
    expect(loadTokenRecord()).toMatchObject({ access_token: 'new', refresh_token: 'refresh-2', expires_in: 7200 });
    expect(client.refresher.refreshing).toBe(false);

    // The new token is not overdue: the next call goes straight out.
    await client.request(userCall, { again: true });
    expect(requests.filter((request) => request.url === '/oauth/token')).toHaveLength(1);
  });

  it('posts the refresh form-encoded with basic authorization of the client', async () => {
    signInWithTokenExpiringIn(60);
    refreshAnswer = () => ({ body: envelope({ access_token: 'new', refresh_token: 'r2', expires_in: 7200, create_time: ports.time }) });
    await client.request(userCall);
    const refresh = requests[0];
    expect(refresh?.method).toBe('POST');
    expect(refresh?.url).toBe('/oauth/token');
    expect(refresh?.headers.Authorization).toBe(`Basic ${btoa('store:s3cret')}`);
    expect(refresh?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(refresh?.data).toBe('grant_type=refresh_token&refresh_token=refresh-1');
    expect(requests[1]?.headers.Authorization).toBe('Bearer new');
  });

  it('on failure drops every waiting call, logs out locally and goes to /login', async () => {
    signInWithTokenExpiringIn(60);
    storage.set('user_info', { id: 1 }, 'local');
    refreshAnswer = () => ({ status: 400, body: { error: 'invalid_grant' } });
    const calls = Array.from({ length: 5 }, () => client.request(userCall));
    const settled = await Promise.allSettled(calls);

    for (const result of settled) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toEqual(new TokenRefreshError('Не удалось обновить токен'));
    }
    expect(requests.map((request) => request.url)).toEqual(['/oauth/token']);
    expect(ports.navigations).toEqual(['/login']);
    expect(sessionStore.getState().accessToken).toBe('');
    expect(loadTokenRecord()).toBeUndefined();
    expect(storage.get('user_info', 'local')).toBeUndefined();
  });

  it('uses the English fallback text when the key has no text, and fails on a network error too', async () => {
    client.setPorts({ t: (key, fallback) => fallback ?? key });
    signInWithTokenExpiringIn(60);
    refreshAnswer = () => ({ networkError: true });
    await expect(client.request(userCall)).rejects.toThrow('the token refresh request failed');
    expect(ports.navigations).toEqual(['/login']);
  });

  it('public calls never wait for a refresh', async () => {
    signInWithTokenExpiringIn(60);
    await expect(client.request({ path: '/display/v1/page/info', access: 'public' })).resolves.toEqual({ auth: 'Bearer old' });
    expect(requests.map((request) => request.url)).toEqual(['/api/display/v1/page/info']);
  });
});

describe('tokenRecordFromAnswer and basicAuth', () => {
  it('reads the plain answer and the envelope, and refuses anything without a token', () => {
    const now = 1_700_000_000_000;
    expect(tokenRecordFromAnswer({ access_token: 'a', refresh_token: 'r', expires_in: '60' }, now)).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 60,
      create_time: now,
    });
    expect(tokenRecordFromAnswer(envelope({ access_token: 'a', create_time: now - 5 }), now)?.create_time).toBe(now - 5);
    expect(tokenRecordFromAnswer(envelope(null, 1004, 'timed out'), now)).toBeUndefined();
    expect(tokenRecordFromAnswer('nope', now)).toBeUndefined();
  });

  it('encodes UTF-8 credentials', () => {
    expect(basicAuth('id', 'пароль')).toBe('Basic aWQ60L/QsNGA0L7Qu9GM');
  });
});
