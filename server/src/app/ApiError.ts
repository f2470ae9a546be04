/**
 * A refusal a handler means to give: the client gets this code from the spec's error catalogue
 * and this message in the envelope, with HTTP 200 unless `statusCode` says otherwise (the OAuth
 * token call refuses bad clients with 401 and bad grants with 400). `data` must fit the call's
 * response schema (or be left out for null).
 */
export class ApiError extends Error {
  readonly data: unknown;
  readonly statusCode: number;

  constructor(
    readonly code: number,
    message: string,
    options: { data?: unknown; statusCode?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.data = options.data ?? null;
    this.statusCode = options.statusCode ?? 200;
  }
}
