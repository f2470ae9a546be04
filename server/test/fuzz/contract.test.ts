import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pathPlaceholders, type CallDefinition } from '@topup/shared/contract';
import { allCalls } from '@topup/shared/contract/registry';
import { ERROR_CODES } from '@topup/shared/errors';
import { clientPath } from '../../src/app/registerCall';
import { BASIC, accountsStoreForTests, bearer, signIn } from '../auth/accountsStore';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { anyValue, junkText, junkValue } from './arbitraries';

/**
 * Every call of the contract, and the pages and webhooks beside it, fed right- and wrong-shaped
 * input on the real server (PGlite), signed in and signed out: never a 5xx, never a stack trace,
 * and every JSON answer an envelope with a catalogued code. FUZZ_RUNS raises the runs per call
 * (`corepack pnpm fuzz`); a failure prints fast-check's seed and path to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const TIMEOUT = Math.max(30_000, RUNS * 1_500);

const store = accountsStoreForTests(pgliteBackend);
afterAll(closeTemplates);

/** A fresh customer per property: a fuzzed sign-out or password change must not starve the next call. */
async function customerHeaders(): Promise<Record<string, string>> {
  const email = `fuzz-${Math.random().toString(36).slice(2)}@example.com`;
  return bearer((await signIn(store, email)).tokens.access_token);
}

/** Every byte percent-encoded: lone surrogates become U+FFFD, as they would on the wire. */
function encodeText(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** A query or form string; arrays repeat their key, as a browser form does. */
function encodeFields(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .flatMap(([key, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => `${encodeText(key)}=${encodeText(textOf(item))}`)))
    .join('&');
}

/** The request a client would make for this payload (path placeholders taken out of it). */
function requestOf(call: CallDefinition, payload: unknown, headers: Record<string, string>): InjectOptions {
  const fields: Record<string, unknown> = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? { ...payload } : {};
  let path = clientPath(call.path);
  for (const key of pathPlaceholders(call.path)) {
    const value = fields[key];
    delete fields[key];
    path = path.replace(`{${key}}`, value === undefined || textOf(value) === '' ? 'x' : encodeText(textOf(value)));
  }
  if (call.method === 'GET') {
    const query = encodeFields(fields);
    return { method: 'GET', url: query ? `${path}?${query}` : path, headers };
  }
  if (call.bodyType === 'form') {
    return { method: call.method, url: path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: encodeFields(fields) };
  }
  const body = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? fields : payload;
  return { method: call.method, url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? '' };
}

const STACK_TRACE = /\n\s+at \S|node_modules|\.tsx?:\d+|(?:Type|Reference|Range|Syntax)Error\b/;

/** The answer's promises; `envelope` for the store's own calls (webhooks answer providers in their shape). */
function checkAnswer(response: LightMyRequestResponse, envelope: boolean): void {
  const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`5xx: ${where}`);
  if (STACK_TRACE.test(response.body)) throw new Error(`stack trace in the answer: ${where}`);
  const json = /json/.test(String(response.headers['content-type'] ?? ''));
  if (!json) {
    if (envelope && response.statusCode !== 304) throw new Error(`not JSON: ${where}`);
    return;
  }
  if (!envelope) return;
  const body = response.json() as Record<string, unknown>;
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,data,message') throw new Error(`not an envelope: ${where}`);
  if (!ERROR_CODES.includes(body.code as never)) throw new Error(`code not in the catalogue: ${where}`);
  if (typeof body.message !== 'string') throw new Error(`message not text: ${where}`);
}

/** Mostly the customer or no one; now and then a client's Basic header or a broken token. */
const authorizations = (customer: Record<string, string>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(customer) },
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({ authorization: BASIC }, { authorization: 'Bearer junk' }, { authorization: `${customer.authorization}x` }) },
  );

describe('the contract under fuzzed input', () => {
  it.each(allCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers every input with a catalogued envelope, never a 5xx',
    async (_name, call) => {
      const customer = await customerHeaders();
      await fc.assert(
        fc.asyncProperty(anyValue(call.request), authorizations(customer), async (payload, headers) => {
          checkAnswer(await store.app.inject(requestOf(call, payload, headers)), true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it('answers a body that is not JSON, or JSON of the wrong kind, on every non-GET call', async () => {
    const customer = await customerHeaders();
    const calls = allCalls.filter((call) => call.method !== 'GET');
    const rawBody = fc.oneof(junkText, junkValue.map((value) => JSON.stringify(value) ?? ''));
    const contentType = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/json; charset=latin1', '');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), rawBody, contentType, authorizations(customer), async (call, payload, type, headers) => {
        const url = clientPath(call.path).replace(/\{\w+\}/g, '1');
        checkAnswer(await store.app.inject({ method: call.method, url, payload, headers: { ...headers, ...(type ? { 'content-type': type } : {}) } }), true);
      }),
      { numRuns: RUNS * 4 },
    );
  }, TIMEOUT);
});

describe('the sandbox pages and the webhooks under fuzzed input', () => {
  const segment = fc.oneof(fc.constantFrom('approve', 'decline', 'expire', 'card', 'assets', 'page.css', 'sandbox-card'), junkText);
  const form = fc.oneof(
    fc.record({ number: fc.oneof(fc.constant('4242 4242 4242 4242'), junkText) }).map((fields) => ({ type: 'application/x-www-form-urlencoded', body: encodeFields(fields) })),
    junkValue.map((value) => ({ type: 'application/json', body: JSON.stringify({ number: value }) })),
    junkText.map((body) => ({ type: 'text/plain', body })),
  );

  it('/sandbox-pay/* never fails', async () => {
    await fc.assert(
      fc.asyncProperty(segment, fc.option(segment), fc.boolean(), form, async (ref, action, post, { type, body }) => {
        const url = `/sandbox-pay/${encodeText(ref)}${action === null ? '' : `/${encodeText(action)}`}`;
        const response = await store.app.inject(post ? { method: 'POST', url, payload: body, headers: { 'content-type': type } } : { method: 'GET', url });
        checkAnswer(response, false);
      }),
      { numRuns: RUNS * 4 },
    );
  }, TIMEOUT);

  it('/payments/webhook/* never fails', async () => {
    const provider = fc.oneof(fc.constantFrom('sandbox-card', 'sandbox-sbp', 'sandbox-wallet'), junkText);
    const signature = fc.oneof(fc.constant(undefined), junkText, fc.integer().map((time) => `t=${time},v1=${'ab'.repeat(32)}`));
    await fc.assert(
      fc.asyncProperty(provider, signature, fc.oneof(junkText, junkValue.map((value) => JSON.stringify(value) ?? '')), async (name, header, body) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (header !== undefined) headers['x-topup-signature'] = encodeURI(header.replace(/[\ud800-\udfff\u0000-\u001f\u007f-\uffff]/g, ''));
        checkAnswer(await store.app.inject({ method: 'POST', url: `/payments/webhook/${encodeText(name)}`, payload: body, headers }), false);
      }),
      { numRuns: RUNS * 4 },
    );
  }, TIMEOUT);
});
