import fp from 'fastify-plugin';
import {
  actualPaymentCall,
  closeOrderCall,
  confirmOrderSkuInfoCall,
  createOrderCall,
  deletePlayerProfileCall,
  myOrderPageCall,
  orderButtonStatusCall,
  orderCountCall,
  orderDetailsCall,
  payCall,
  payConfirmCall,
  payConfirmInfoCall,
  payOrderInfoStatusCall,
  paymentAddressCall,
  playerCheckCall,
  playerProfilesCall,
  prePayFormInfoCall,
  rePayCall,
  savePlayerProfileCall,
  unpaidOrderInfoCall,
  userFilledInfoCall,
} from '@topup/shared/contract';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';
import { storePaymentEvent } from '../../payments/webhookInbox';
import type { ModuleDeps } from '../moduleDeps';
import { withIdempotencyKey } from './idempotency';
import { orderButtonStatus } from './orderButtons';
import { applyPaymentEvent } from './lifecycle';
import { OrderService } from './orders';
import { PayService, type PayInput } from './paying';
import { PlayerService } from './players';

/** Orders, paying, the pre-pay form and player profiles under /api (the lifecycle is wired by buildApp). */
export const orderRoutes = fp<ModuleDeps>(
  async (app, deps) => {
    const { db } = deps.database;
    const { providers, bank } = app.payments;
    const { gamePartner, orderLifecycle: lifecycle } = app;
    const { extensions } = lifecycle;
    const orders = new OrderService({ db, now: deps.now, config: deps.payments, gamePartner, extensions });
    const paying = new PayService({ db, now: deps.now, config: deps.payments, gamePartner, extensions, providers, bank, orderService: orders });
    const players = new PlayerService(db, orders, deps.now);
    const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

    registerCall(app, confirmOrderSkuInfoCall, (payload) => orders.confirmInfo(payload, payload.locale));
    registerCall(app, actualPaymentCall, (payload, { request }) => orders.actualPayment(userOf(request), payload));
    registerCall(app, createOrderCall, async (payload, { request }) => {
      const order = await orders.create(userOf(request), payload);
      return {
        orderNo: order.orderNo,
        status: order.status,
        payAmount: { currencyName: order.currencyName, amount: order.payAmount },
        payDeadline: order.payDeadline.getTime(),
      };
    });
    registerCall(app, orderDetailsCall, ({ orderNo }, { request }) => orders.detail(userOf(request), orderNo));
    registerCall(app, myOrderPageCall, ({ tab, ...paging }, { request }) => orders.page(userOf(request), tab, paging));
    registerCall(app, orderCountCall, (_payload, { request }) => orders.countsByTab(userOf(request)));
    registerCall(app, orderButtonStatusCall, async ({ orderNo }, { request }) =>
      orderButtonStatus({ db, providers, extensions, now: deps.now }, await orders.own(userOf(request), orderNo)),
    );
    registerCall(app, unpaidOrderInfoCall, ({ orderNo }, { request }) => orders.unpaid(userOf(request), orderNo));
    registerCall(app, closeOrderCall, async ({ orderNo }, { request }) => {
      const order = await orders.close(userOf(request), orderNo);
      return { orderNo, status: order.status };
    });

    const payHandler = (again: boolean) => async (payload: PayInput & { idempotencyKey: string }, userId: bigint) => {
      const { idempotencyKey, ...body } = payload;
      return withIdempotencyKey(db, userId, idempotencyKey, { call: again ? 'rePay' : 'pay', ...body }, deps.now(), () =>
        paying.pay(userId, body, again),
      );
    };
    const pay = payHandler(false);
    const rePay = payHandler(true);
    registerCall(app, payCall, (payload, { request }) => pay(payload, userOf(request)));
    registerCall(app, rePayCall, (payload, { request }) => rePay(payload, userOf(request)));
    registerCall(app, payOrderInfoStatusCall, ({ orderNo }, { request }) => paying.status(userOf(request), orderNo));
    registerCall(app, payConfirmCall, ({ orderNo }, { request }) =>
      paying.confirm(userOf(request), orderNo, async (payment, state) => {
        // What the provider says now is stored and applied like its webhook: once, order-insensitive.
        const at = deps.now();
        const eventId = `query:${payment.providerRef}:${state}`;
        const event = {
          eventId,
          providerRef: payment.providerRef as string,
          state,
          amount: { currencyName: payment.currencyName, amount: payment.amount },
          occurredAt: at,
        };
        await storePaymentEvent(db, payment.provider, event, '', at);
        await applyPaymentEvent(lifecycle, payment.provider, eventId);
      }),
    );
    registerCall(app, payConfirmInfoCall, ({ orderNo, payWayId }, { request }) => paying.confirmInfo(userOf(request), orderNo, payWayId));
    registerCall(app, userFilledInfoCall, ({ payWayId }, { request }) => paying.filledInfo(userOf(request), payWayId));
    registerCall(app, paymentAddressCall, ({ orderNo }, { request }) => paying.paymentAddress(userOf(request), orderNo));

    registerCall(app, prePayFormInfoCall, ({ productId, locale }) => players.prePayForm(productId, locale));
    registerCall(app, playerCheckCall, ({ productId, account }) => players.check(productId, account));
    registerCall(app, playerProfilesCall, ({ locale, categoryId }, { request }) => players.list(userOf(request), locale, categoryId));
    registerCall(app, savePlayerProfileCall, ({ productId, account, locale }, { request }) => players.save(userOf(request), productId, account, locale));
    registerCall(app, deletePlayerProfileCall, async ({ id }, { request }) => {
      await players.remove(userOf(request), id);
      return {};
    });
  },
  // Encapsulated like every module (its calls stay in the /api scope); the names say what it needs.
  { name: 'order', dependencies: ['database', 'payments', 'partners', 'order-lifecycle'], encapsulate: true },
);
