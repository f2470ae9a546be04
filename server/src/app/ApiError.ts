/**
 * A refusal a handler means to give: the client gets HTTP 200 with this code from the spec's
 * error catalogue and this message in the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
