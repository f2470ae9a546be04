import type { FastifyInstance } from 'fastify';
import { type CurrencyName } from '@topup/shared/contract';
import { generateDigitalAddressCall, getRechargePlatformCall, openWalletCall, queryDigitalAddressCall, queryTransactionAddressCall, rechargeStatusCall, userRechargeCall } from '@topup/shared/contract/topup';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { DepositAddresses } from './depositAddresses';
import { rechargesCountedToday } from './dailyRecharges';
import { CREDIT_DEPOSIT_JOB, depositKeyOf } from './depositCredits';
import { depositCreditsOf } from './depositCreditsOf';
import { RechargeService } from './recharging';

/** Topping up the wallet by pay way and by USDT (docs/topup.md), and the deposit jobs. */
export async function topupRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps.database;
  const { providers, events } = app.payments;
  const orderExtensions = app.orderLifecycle.extensions;
  const recharging = new RechargeService({ db, now: deps.now, config: deps.payments, providers, log: app.log, orderExtensions });
  events.add((provider, eventId) => recharging.applyEvent(provider, eventId));
  // Top-ups count against the same daily payment limit as orders (docs/topup.md).
  orderExtensions.addDailySpending(rechargesCountedToday);
  const addresses = new DepositAddresses(db, deps.topup);
  const credits = depositCreditsOf(deps, app.log);
  if (credits) {
    app.jobs.register(CREDIT_DEPOSIT_JOB, (payload) => credits.credit(depositKeyOf(payload)));
    watchTheChain(app, deps.topup.scanMs, () => credits.scan());
  }
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;
  const openAddress = async (userId: bigint, currencyName: CurrencyName) => {
    if (!credits) throw new ApiError(ResultCode.FUNCTION_UNAVAILABLE, 'USDT deposits are off');
    return addresses.view(await addresses.open(userId, currencyName));
  };

  registerCall(app, getRechargePlatformCall, ({ locale }) => recharging.platforms(locale));
  registerCall(app, userRechargeCall, (payload, { request }) => recharging.start(userOf(request), payload));
  registerCall(app, rechargeStatusCall, ({ rechargeNo }, { request }) => recharging.status(userOf(request), rechargeNo));
  registerCall(app, openWalletCall, ({ currencyName }, { request }) => openAddress(userOf(request), currencyName));
  registerCall(app, generateDigitalAddressCall, ({ currencyName }, { request }) => openAddress(userOf(request), currencyName));
  registerCall(app, queryDigitalAddressCall, async (_payload, { request }) => {
    // 17 tells the wallet page to leave USDT out where no chain is watched.
    if (!credits) throw new ApiError(ResultCode.FUNCTION_UNAVAILABLE, 'USDT deposits are off');
    const row = await addresses.find(userOf(request));
    return row ? addresses.view(row) : null;
  });
  registerCall(app, queryTransactionAddressCall, async (_payload, { request }) => (credits ? credits.list(userOf(request)) : []));
}

/** Asks the chain watcher every `scanMs` while the app runs (0: never; tests scan themselves). */
function watchTheChain(app: FastifyInstance, scanMs: number, scan: () => Promise<void>): void {
  if (scanMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= scan()
      .catch((error: unknown) => app.log.error({ err: error }, 'the USDT deposit scan failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, scanMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
