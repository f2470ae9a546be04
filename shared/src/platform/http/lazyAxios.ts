import type { AxiosInstance, CreateAxiosDefaults } from 'axios';

/**
 * An axios instance made with the first request that goes out, so a visit whose first answers
 * came inline with the page (storefront's firstAnswers) never downloads axios. A failed download
 * is tried again by the next request instead of failing every later one.
 */
export function lazyAxios(config: CreateAxiosDefaults): () => Promise<AxiosInstance> {
  let instance: Promise<AxiosInstance> | undefined;
  return () =>
    (instance ??= import('axios').then(
      ({ default: axios }) => axios.create(config),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    ));
}
