import { z } from 'zod';
import { defineCall } from '@topup/shared/contract';

/** Calls that exist only in tests, to drive registerCall and the error handling through HTTP. */
export const itemCall = defineCall({
  method: 'GET',
  path: '/test/items/{id}',
  access: 'public',
  tag: 'test',
  summary: 'Echoes its payload',
  request: z.object({ id: z.string().regex(/^\d+$/), pageSize: z.coerce.number().int().max(100).optional() }),
  response: z.object({ id: z.string(), pageSize: z.number().nullable() }),
});

export const createItemCall = defineCall({
  method: 'POST',
  path: '/test/items',
  access: 'public',
  tag: 'test',
  summary: 'Echoes its body',
  request: z.object({ name: z.string(), count: z.number().int() }),
  response: z.object({ name: z.string(), count: z.number() }),
});

export const tokenCall = defineCall({
  method: 'POST',
  path: '/test/token',
  access: 'public',
  tag: 'test',
  summary: 'A form-encoded call like /oauth/token',
  bodyType: 'form',
  request: z.object({ grant_type: z.enum(['authorization_code', 'refresh_token']), code: z.string().optional() }),
  response: z.object({ grantType: z.string(), code: z.string().nullable() }),
});

export const privateCall = defineCall({
  method: 'GET',
  path: '/test/private',
  access: 'user',
  tag: 'test',
  summary: 'Needs a login',
  request: z.object({ page: z.coerce.number().int() }),
  response: z.object({ page: z.number() }),
});

export const brokenCall = defineCall({
  method: 'GET',
  path: '/test/broken',
  access: 'public',
  tag: 'test',
  summary: 'Fails unexpectedly',
  request: z.object({}),
  response: z.object({}),
});

export const refusingCall = defineCall({
  method: 'GET',
  path: '/test/refusing',
  access: 'public',
  tag: 'test',
  summary: 'Refuses with a catalogue code',
  request: z.object({}),
  response: z.object({}),
});

export const wrongAnswerCall = defineCall({
  method: 'GET',
  path: '/test/wrong-answer',
  access: 'public',
  tag: 'test',
  summary: 'Returns data that breaks its own response schema',
  request: z.object({}),
  response: z.object({ total: z.number() }),
});

export const futureCall = defineCall({
  method: 'POST',
  path: '/test/not-yet',
  access: 'public',
  tag: 'test',
  summary: 'In the contract, implemented by no module',
  request: z.object({}),
  response: z.object({}),
});
