import { anonymousBusinessSettingCall, businessSettingCall, orderPayList, payWaysCall, SHELL_REQUESTS, SIGNED_IN_SHELL_REQUESTS } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { commonStore, type ServiceConfig } from './commonStore';
import { payMapOf } from './payList';

const SILENT = { silent: true } as const;

/** A silent call resolves true when it fails; only a list is an answer. */
function firstJson<T>(answer: unknown): T | null {
  if (!Array.isArray(answer)) return null;
  const [first] = answer as unknown[];
  if (first === undefined) return null;
  try {
    return typeof first === 'string' ? (JSON.parse(first) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Fills the common state from the server: the current currency's pay list (its default first),
 * the service configuration (business setting 8) and, for a signed-in customer, the slow pay list
 * (business setting 14). Each part is silent on failure (no toast): a page without them still
 * works, and what was loaded before stays.
 */
export async function loadCommonState({ currencyName, signedIn }: { currencyName: string; signedIn: boolean }): Promise<void> {
  const [payWays, service, slow] = await Promise.allSettled([
    request(payWaysCall, SHELL_REQUESTS.payWays(currencyName), SILENT),
    request(anonymousBusinessSettingCall, SHELL_REQUESTS.serviceConfig, SILENT),
    signedIn ? request(businessSettingCall, SIGNED_IN_SHELL_REQUESTS.slowPayList, SILENT) : Promise.resolve([]),
  ]);
  commonStore.setState((state) => {
    const payList = payWays.status === 'fulfilled' && Array.isArray(payWays.value) ? orderPayList(payWays.value) : state.payList;
    return {
      payList,
      payMap: payMapOf(payList),
      currentCurrencyPay: payList[0] ?? null,
      serviceConfig: service.status === 'fulfilled' ? firstJson<ServiceConfig>(service.value) : state.serviceConfig,
      slowPayList: slow.status === 'fulfilled' ? (firstJson<string[]>(slow.value) ?? []) : state.slowPayList,
      loaded: { ...state.loaded, def: true, login: signedIn },
    };
  });
}
