import { createHttpClient, type HttpClient, type HttpClientOptions } from './client';

/**
 * The page's one client. @topup/shared/http is a federation singleton, so host and remotes share
 * it (one cache, one refresh in flight, one loading counter). The host calls configureHttp at
 * start with its client credentials and UI ports; remotes only call `request`.
 */
let current: HttpClient | undefined;

export function configureHttp(options: HttpClientOptions): HttpClient {
  current?.dispose();
  current = createHttpClient(options);
  return current;
}

export function httpClient(): HttpClient {
  current ??= createHttpClient();
  return current;
}

export const request: HttpClient['request'] = ((...args: Parameters<HttpClient['request']>) =>
  httpClient().request(...args)) as HttpClient['request'];
