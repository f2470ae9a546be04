import Fastify from 'fastify';
import { businessSettingCall } from '@topup/shared/contract';
import { PublicAnswers } from '../../src/app/publicAnswers';
import { registerCall } from '../../src/app/registerCall';
import { CompressedAnswer } from '../../src/static/compressedAnswer';

describe('kept public answers', () => {
  it('refuses to keep the answers of a call that needs a login', () => {
    const app = Fastify();
    expect(() => registerCall(app, businessSettingCall, () => ({}) as never, { cache: 'public' })).toThrow(/cannot be shared/);
  });

  it('forgets an answer after its time to live, and the oldest one past the cap', () => {
    let now = 0;
    const answers = new PublicAnswers(1000, () => now);
    const answer = new CompressedAnswer('{}', 'application/json');
    answers.keep('a', answer);
    now = 999;
    expect(answers.get('a')).toBe(answer);
    now = 1000;
    expect(answers.get('a')).toBeUndefined();
    for (let index = 0; index <= 5000; index += 1) answers.keep(`key ${index}`, answer);
    expect(answers.get('key 0')).toBeUndefined();
    expect(answers.get('key 5000')).toBe(answer);
  });
});
