import type { CallAccess, CallDefinition, CallRequest, CallResponse, HttpMethod } from '@topup/shared/contract';

/** A call not (yet) in the contract: the same fields as a CallDefinition, most optional. */
export interface RequestConfig {
  path: string;
  method?: HttpMethod;
  /** 'user' (default) needs a token; 'public' sends one only when signed in. */
  access?: CallAccess;
  bodyType?: 'json' | 'form';
}

/** An answer as the client reads it: from axios, or from the page's early calls (earlyCalls.ts). */
export interface HttpAnswer {
  status: number;
  statusText: string;
  /** The body, parsed as JSON when it is JSON (parseResponseText). */
  data: unknown;
}

/** Spec section 8: how a status other than 200/201 is handled. */
export type CallLevel = 1 | 2 | 3;

export interface RequestOptions {
  level?: CallLevel;
  /** Envelope codes shown in a modal dialog instead of a toast. */
  modalCodes?: readonly number[];
  /**
   * Envelope codes the caller shows in its own way (e.g. 12 as a "not found" page): they reject
   * with ApiError as usual, but no toast or dialog appears.
   */
  quietCodes?: readonly number[];
  /** Resolve `true` instead of rejecting (and show nothing) when the envelope code is not 1. */
  silent?: boolean;
  /**
   * Reject as usual when the envelope code is not 1, but show nothing: for background calls whose
   * own answer may be `true` (the unread-coupon check), where `silent` could not be told apart.
   */
  quiet?: boolean;
  /** GET cache lifetime in ms for this call; 0 turns the cache off. Default: the client's. */
  cacheTtl?: number;
  /** false: never send the token (a public call opting out of authentication). */
  auth?: boolean;
  /** Per-call time-out in ms, e.g. the 18 s verification-code send. */
  timeout?: number;
  headers?: Record<string, string>;
}

export type SilentOptions = RequestOptions & { silent: true };

/** Payload shape of a contract call, or any object for a plain config. */
export type PayloadOf<C> = C extends CallDefinition ? CallRequest<C> : Record<string, unknown>;
export type ResultOf<C, Fallback> = C extends CallDefinition ? CallResponse<C> : Fallback;
