import type { FastifyInstance } from 'fastify';
import { healthCall } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../src/app/ApiError';
import { registerCall } from '../../src/app/registerCall';
import { storeForTests } from '../support/testApp';
import {
  brokenCall,
  createItemCall,
  futureCall,
  itemCall,
  privateCall,
  refusingCall,
  tokenCall,
  wrongAnswerCall,
} from './testCalls';

const SECRET = 'connection to 10.0.0.7 refused at /srv/secret.ts';

async function mountTestCalls(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      registerCall(api, itemCall, ({ id, pageSize }) => ({ id, pageSize: pageSize ?? null }));
      registerCall(api, createItemCall, (payload) => payload);
      registerCall(api, tokenCall, ({ grant_type, code }) => ({ grantType: grant_type, code: code ?? null }));
      registerCall(api, privateCall, ({ page }) => ({ page }));
      registerCall(api, brokenCall, () => {
        throw new Error(SECRET);
      });
      registerCall(api, refusingCall, () => {
        throw new ApiError(3017, 'Product unavailable');
      });
      registerCall(api, wrongAnswerCall, () => ({ total: 'many' }) as unknown as { total: number });
    },
    { prefix: '/api' },
  );
}

const store = storeForTests({ calls: [healthCall, futureCall], extend: mountTestCalls });

describe('the envelope', () => {
  it('wraps data with code 1 and "success"', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/items/42?pageSize=20' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, data: { id: '42', pageSize: 20 }, message: 'success' });
  });

  it('merges path placeholders with the JSON body', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/api/test/items', payload: { name: 'Gems', count: 3 } });
    expect(response.json()).toEqual({ code: 1, data: { name: 'Gems', count: 3 }, message: 'success' });
  });

  it('reads form-encoded bodies', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/test/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=abc%20d',
    });
    expect(response.json()).toEqual({ code: 1, data: { grantType: 'authorization_code', code: 'abc d' }, message: 'success' });
  });

  it('answers a handler refusal with HTTP 200 and its code', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/refusing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 3017, data: null, message: 'Product unavailable' });
  });
});

describe('invalid requests', () => {
  it('names a missing body field with code 10', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/api/test/items', payload: { count: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ResultCode.MISSING_PARAMETER, data: null, message: 'Missing parameter: name' });
  });

  it('treats a POST without a body as an empty one', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/api/test/items' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ResultCode.MISSING_PARAMETER, message: 'Missing parameter: name' });
  });

  it('reports a wrong type with code 11', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/api/test/items', payload: { name: 'Gems', count: 'three' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ResultCode.PARAMETER_ERROR, data: null });
    expect(response.json().message).toMatch(/^Parameter error: count: /);
  });

  it('reports an out-of-range query value with code 11', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/items/42?pageSize=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ResultCode.PARAMETER_ERROR,
      data: null,
      message: 'Parameter error: pageSize: Too big: expected number to be <=100',
    });
  });

  it('reports a bad path value with code 11', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/items/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ResultCode.PARAMETER_ERROR });
    expect(response.json().message).toMatch(/^Parameter error: id: /);
  });

  it('reports malformed JSON with code 11', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/test/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Gems",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ResultCode.PARAMETER_ERROR,
      data: null,
      message: 'Parameter error: the body is not valid JSON',
    });
  });
});

describe('unknown and unimplemented calls', () => {
  it('answers an unknown /api route with HTTP 404 and code 17', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await store.app.inject({ method, url: '/api/no/such/call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: ResultCode.FUNCTION_UNAVAILABLE,
        data: null,
        message: `Function unavailable: no call ${method} /api/no/such/call`,
      });
    }
  });

  it('mounts a contract call no module implements, answering code 17', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/api/test/not-yet', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: ResultCode.FUNCTION_UNAVAILABLE, data: null, message: 'Function unavailable' });
  });
});

describe('unexpected failures', () => {
  it('answer HTTP 500 with code 18 and nothing of the error', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ResultCode.SYSTEM_RETRY, data: null, message: 'System error, please retry later' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('include answers that break their own response schema', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/wrong-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: ResultCode.SYSTEM_RETRY, data: null });
  });
});

describe('calls that need a login', () => {
  it('reject a request without a bearer token with 401 and no message', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/private?page=1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: null, message: '' });
  });

  it('check the token before the payload', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/private' });
    expect(response.statusCode).toBe(401);
  });

  it('reject a bearer token that is no live access token (see test/auth for real tokens)', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: '/api/test/private?page=2',
      headers: { authorization: 'Bearer some-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: null, message: '' });
  });
});
