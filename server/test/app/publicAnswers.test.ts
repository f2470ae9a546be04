import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { businessSettingCall, healthCall } from '@topup/shared/contract';
import { PublicAnswers } from '../../src/app/publicAnswers';
import { registerCall } from '../../src/app/registerCall';
import { CompressedAnswer } from '../../src/static/compressedAnswer';

/** Waits (at most 2 s) until `done` holds: the background refresh runs on its own schedule. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 10) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('kept public answers', () => {
  it('refuses to keep the answers of a call that needs a login', () => {
    const app = Fastify();
    expect(() => registerCall(app, businessSettingCall, () => ({}) as never, { cache: 'public' })).toThrow(/cannot be shared/);
  });

  it('forgets an answer after its time to live, and the oldest one past the cap', () => {
    let now = 0;
    const answers = new PublicAnswers(1000, () => now, () => 0);
    const answer = new CompressedAnswer('{}', 'application/json');
    answers.keep('a', answer);
    now = 999;
    expect(answers.lookup('a')).toEqual({ answer, fresh: true });
    now = 1000;
    expect(answers.lookup('a')).toEqual({ answer, fresh: false });
    now = 2000;
    expect(answers.lookup('a')).toBeUndefined();
    for (let index = 0; index <= 5000; index += 1) answers.keep(`key ${index}`, answer);
    expect(answers.lookup('key 0')).toBeUndefined();
    expect(answers.lookup('key 5000')?.answer).toBe(answer);
  });

  it('turns answers made together stale at different moments of the last quarter of their time to live', () => {
    let now = 0;
    const draws = [0, 0.5, 0.999];
    const answers = new PublicAnswers(1000, () => now, () => draws.shift() ?? 0);
    for (const key of ['a', 'b', 'c']) answers.keep(key, new CompressedAnswer(`"${key}"`, 'application/json'));
    const freshAt = (at: number) => {
      now = at;
      return ['a', 'b', 'c'].filter((key) => answers.lookup(key)?.fresh);
    };
    expect(freshAt(749)).toEqual(['a', 'b', 'c']);
    expect(freshAt(800)).toEqual(['a', 'b']);
    expect(freshAt(900)).toEqual(['a']);
    expect(freshAt(1000)).toEqual([]);
    expect(answers.lookup('c')).toEqual({ answer: expect.any(CompressedAnswer), fresh: false });
  });

  it('keeps the answer it holds when a refresh makes the same bytes, with its compressed forms', () => {
    const answers = new PublicAnswers(1000);
    const first = new CompressedAnswer('{"price":1}', 'application/json');
    expect(answers.keep('a', first)).toBe(first);
    expect(answers.keep('a', new CompressedAnswer('{"price":1}', 'application/json'))).toBe(first);
    const changed = new CompressedAnswer('{"price":2}', 'application/json');
    expect(answers.keep('a', changed)).toBe(changed);
    expect(answers.lookup('a')?.answer).toBe(changed);
  });

  it('does not keep an answer whose making began before the data changed', async () => {
    const answers = new PublicAnswers(1000);
    let finish: (answer: CompressedAnswer) => void = () => undefined;
    const making = answers.make('a', () => new Promise((resolve) => (finish = resolve)));
    answers.clear();
    finish(new CompressedAnswer('{"old":true}', 'application/json'));
    await making;
    expect(answers.lookup('a')).toBeUndefined();
  });

  it('sends a stale answer at once and makes a fresh one in the background, once', async () => {
    let now = 0;
    let made = 0;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const answers = new PublicAnswers(1000, () => now, () => 0);
    app.decorate('publicAnswers', answers);
    let release: () => void = () => undefined;
    registerCall(
      app,
      healthCall,
      async () => {
        made += 1;
        // The second making (the background refresh) waits until the test lets it finish.
        if (made === 2) await new Promise<void>((resolve) => (release = resolve));
        return { status: 'ok' as const, database: { kind: 'pglite' as const, reachable: true }, version: String(made), uptimeSeconds: 0 };
      },
      { cache: 'public' },
    );
    const version = async () => JSON.parse((await app.inject({ method: 'GET', url: '/api/health' })).body).data.version as string;

    expect(await version()).toBe('1');
    now = 1500;
    expect(await version()).toBe('1');
    expect(await version()).toBe('1');
    await until(() => made === 2);
    expect(await version()).toBe('1');
    release();
    await until(async () => (await version()) === '2');
    expect(made).toBe(2);
    await app.close();
  });
});
