import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: the spec's public calls need no token, every other needs a login. */
export type CallAccess = 'public' | 'user';

/**
 * One call of the API, shared by the server (routing, validation, OpenAPI) and the client
 * (typing). `request` describes the whole payload as the client sends it: keys named in the
 * path's {placeholders} travel in the path, the rest as query (GET) or body (other methods).
 */
export interface CallDefinition<
  Req extends z.ZodObject = z.ZodObject,
  Res extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/${string}`;
  access: CallAccess;
  tag: string;
  summary: string;
  request: Req;
  response: Res;
  /** Body encoding of non-GET calls; the OAuth token call is form-encoded. */
  bodyType?: 'json' | 'form';
}

export function defineCall<Req extends z.ZodObject, Res extends z.ZodType>(
  definition: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return definition;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodObject, infer Res> ? z.output<Res> : never;

/** The names inside {braces} of a call's path, in order. */
export function pathPlaceholders(path: string): string[] {
  return Array.from(path.matchAll(/\{(\w+)\}/g), (match) => match[1] as string);
}
