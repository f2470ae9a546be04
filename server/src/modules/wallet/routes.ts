import type { FastifyInstance } from 'fastify';
import {
  getUserBalanceAmountCall,
  getUserBalanceByCurrencyCall,
  getUserBalanceFlowByCurrencyCall,
  walletFlowCall,
  type CurrencyName,
  type FlowType,
  type WalletFlow,
} from '@topup/shared/contract';
import { callerOf } from '../../app/authenticate';
import { pageAnswer } from '../../app/paging';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { balanceOf, balancesOf, ledgerPage, type LedgerEntry } from './ledger';

function flowView(entry: LedgerEntry): WalletFlow {
  return {
    id: String(entry.id),
    currencyName: entry.currencyName as CurrencyName,
    flowType: entry.flowType as FlowType,
    amountMinor: Number(entry.amountMinor),
    balanceAfterMinor: Number(entry.balanceAfterMinor),
    reference: entry.reference,
    remark: entry.remark,
    createTime: entry.createdAt.getTime(),
  };
}

/** The caller's wallet, read only: money moves through ledger.ts, called by the modules that move it. */
export async function walletRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps.database;
  registerCall(app, getUserBalanceAmountCall, async (_payload, { request }) =>
    (await balancesOf(db, callerOf(request).userId)).map((balance) => ({ currencyName: balance.currencyName, amountMinor: Number(balance.amountMinor) })),
  );
  registerCall(app, getUserBalanceByCurrencyCall, async ({ currencyName }, { request }) => ({
    currencyName,
    amountMinor: Number(await balanceOf(db, callerOf(request).userId, currencyName)),
  }));
  const flowHandler = async (
    { pageNum, pageSize, currencyName, flowType }: { pageNum: number; pageSize: number; currencyName?: CurrencyName; flowType?: FlowType },
    userId: bigint,
  ) => {
    const page = { pageNum, pageSize };
    const result = await ledgerPage(db, userId, { currencyName, flowType }, page);
    return pageAnswer(page, { list: result.list.map(flowView), total: result.total });
  };
  registerCall(app, getUserBalanceFlowByCurrencyCall, (payload, { request }) => flowHandler(payload, callerOf(request).userId));
  registerCall(app, walletFlowCall, (payload, { request }) => flowHandler(payload, callerOf(request).userId));
}
