import { WebhookRejected } from '../../src/payments/provider';
import { signWebhook, verifyWebhookSignature } from '../../src/payments/webhookSignature';

const secret = 'a-secret-of-sixteen-or-more';
const at = new Date('2026-01-01T00:00:00Z');
const body = '{"eventId":"evt_1","state":"paid"}';

it('accepts its own signature within five minutes either way', () => {
  const header = signWebhook(secret, body, at);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(() => verifyWebhookSignature(secret, header, body, new Date(at.getTime() + 5 * 60_000))).not.toThrow();
  expect(() => verifyWebhookSignature(secret, header, body, new Date(at.getTime() - 5 * 60_000))).not.toThrow();
});

it.each([
  ['another secret', signWebhook('another-secret-entirely', body, at), body, at],
  ['a changed body', signWebhook(secret, body, at), body.replace('paid', 'declined'), at],
  ['a timestamp changed after signing', signWebhook(secret, body, at).replace(/t=(\d+)/, (_m, t) => `t=${Number(t) + 1}`), body, at],
  ['a stale timestamp', signWebhook(secret, body, at), body, new Date(at.getTime() + 5 * 60_000 + 1000)],
  ['no header', undefined, body, at],
  ['a malformed header', 'v1=zz', body, at],
])('refuses %s', (_name, header, rawBody, now) => {
  expect(() => verifyWebhookSignature(secret, header, rawBody, now)).toThrow(WebhookRejected);
});
