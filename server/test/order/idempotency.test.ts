import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../src/app/ApiError';
import type { Database } from '../../src/db/database';
import { CLAIM_LEASE_MS, withIdempotencyKey } from '../../src/modules/order/idempotency';
import { closeTemplates, pgliteBackend } from '../support/backends';

let database: Database;
beforeAll(async () => {
  database = await pgliteBackend.migrated();
});
afterAll(async () => {
  await database.close();
  await closeTemplates();
});

const t0 = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(t0 + ms);
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof ApiError ? error.code : error));

it('lets a retry take over a key whose first call died mid-way, once the claim lease is over', async () => {
  const request = { call: 'pay', orderNo: '1' };
  // The first call claims the key and never answers: its process died.
  void withIdempotencyKey(database.db, 1n, 'crashed', request, at(0), () => new Promise<never>(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await refusal(withIdempotencyKey(database.db, 1n, 'crashed', request, at(1000), async () => 'early'))).toBe(ResultCode.DO_NOT_REPEAT_CLICK);
  expect(await withIdempotencyKey(database.db, 1n, 'crashed', request, at(CLAIM_LEASE_MS + 1), async () => 'retried')).toBe('retried');
  // The retry's answer is the key's answer from then on.
  expect(await withIdempotencyKey(database.db, 1n, 'crashed', request, at(CLAIM_LEASE_MS + 2), async () => 'again')).toBe('retried');
  expect(await refusal(withIdempotencyKey(database.db, 1n, 'crashed', { other: true }, at(CLAIM_LEASE_MS + 3), async () => 'x'))).toBe(ResultCode.CANNOT_REPEAT);
});

it('keeps a live claim: a retry within the lease is refused, and only one of two late retries takes over', async () => {
  const request = { call: 'pay', orderNo: '2' };
  void withIdempotencyKey(database.db, 2n, 'slow', request, at(0), () => new Promise<never>(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await refusal(withIdempotencyKey(database.db, 2n, 'slow', request, at(CLAIM_LEASE_MS - 1), async () => 'x'))).toBe(ResultCode.DO_NOT_REPEAT_CLICK);
  let runs = 0;
  const late = () => withIdempotencyKey(database.db, 2n, 'slow', request, at(CLAIM_LEASE_MS + 10), async () => (runs += 1));
  const answers = await Promise.all([refusal(late()), refusal(late())]);
  expect(runs).toBe(1);
  expect(answers.sort()).toEqual([null, ResultCode.DO_NOT_REPEAT_CLICK].sort());
});
