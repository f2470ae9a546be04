import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { decimalToMinor, minorToDecimal } from '@topup/shared/contract';
import { escapeHtml } from '../app/html';
import { SandboxChain } from '../modules/topup/chain/sandboxChain';
import { isTronAddress } from '../modules/topup/chain/tronAddress';
import { depositAddresses, deposits, users } from '../db/schema';
import { depositCreditsOf } from '../modules/topup/depositCreditsOf';
import type { ModuleDeps } from '../modules/moduleDeps';
import { FAVICON_LINK } from '../static/favicon';
import { fromThisSite } from './moneyPage';

export const DEV_CHAIN_PATH = '/dev/chain';

const sendForm = z.object({ address: z.string().trim(), amount: z.string().trim() });
const confirmForm = z.object({ txId: z.string().regex(/^[0-9a-f]{64}$/), blocks: z.coerce.number().int().min(1).max(1000) });

interface Notice {
  ok: boolean;
  text: string;
}

/**
 * GET /dev/chain: the sandbox chain's console (docs/topup.md). A tester sends USDT to a deposit
 * address and adds blocks on top of a transfer; the store then scans at once, as its timer would.
 * Served with the other development pages, and only while the sandbox chain is the watcher.
 */
export function registerChainPage(app: FastifyInstance, deps: ModuleDeps): void {
  if (deps.topup.chainWatcher !== 'sandbox') return;
  const chain = new SandboxChain(deps.database.db);
  const credits = depositCreditsOf(deps, app.log);
  const show = async (reply: FastifyReply, notice: Notice | null, statusCode = 200) =>
    reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await renderPage(deps, chain, notice));
  const refused = (reply: FastifyReply) => show(reply, { ok: false, text: 'Refused: the form was sent from another site.' }, 403);

  app.get(DEV_CHAIN_PATH, { schema: { hide: true } }, (_request, reply) => show(reply, null));

  app.post(`${DEV_CHAIN_PATH}/send`, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisSite(request)) return refused(reply);
    const form = sendForm.safeParse(request.body);
    if (!form.success) return show(reply, { ok: false, text: 'Check the form.' }, 400);
    const amountMinor = decimalToMinor(form.data.amount, 'USDT');
    if (!isTronAddress(form.data.address)) return show(reply, { ok: false, text: `"${form.data.address}" is no TRON address.` }, 400);
    if (amountMinor === null || amountMinor === 0n) return show(reply, { ok: false, text: `"${form.data.amount}" is no USDT amount above 0.` }, 400);
    const txId = await chain.send(form.data.address, amountMinor);
    await credits?.scan();
    return show(reply, { ok: true, text: `Sent ${minorToDecimal(amountMinor, 'USDT')} USDT to ${form.data.address}: transaction ${txId}, 0 confirmations.` });
  });

  app.post(`${DEV_CHAIN_PATH}/confirm`, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisSite(request)) return refused(reply);
    const form = confirmForm.safeParse(request.body);
    if (!form.success) return show(reply, { ok: false, text: 'Check the form.' }, 400);
    await chain.confirm(form.data.txId, form.data.blocks);
    await credits?.scan();
    return show(reply, { ok: true, text: `Added ${form.data.blocks} block(s) on top of ${form.data.txId}.` });
  });
}

async function renderPage(deps: ModuleDeps, chain: SandboxChain, notice: Notice | null): Promise<string> {
  const { db } = deps.database;
  const owners = await db
    .select({ email: users.email, address: depositAddresses.address, currencyName: depositAddresses.currencyName })
    .from(depositAddresses)
    .innerJoin(users, eq(users.id, depositAddresses.userId))
    .orderBy(desc(depositAddresses.createdAt))
    .limit(50);
  const transfers = await chain.recent();
  const statusOf = new Map(
    (await db.select({ txId: deposits.txId, status: deposits.status }).from(deposits).orderBy(desc(deposits.createdAt)).limit(100)).map((row) => [row.txId, row.status]),
  );
  const required = deps.topup.confirmations;
  const ownerRows = owners
    .map((owner) => `<tr><td>${escapeHtml(owner.email)}</td><td><code>${escapeHtml(owner.address)}</code></td><td>${escapeHtml(owner.currencyName)}</td></tr>`)
    .join('');
  const transferRows = transfers
    .map(
      (transfer) => `<tr><td><code>${transfer.txId.slice(0, 12)}…</code></td><td><code>${escapeHtml(transfer.toAddress)}</code></td><td>${minorToDecimal(
        transfer.amountMinor,
        'USDT',
      )}</td><td>${transfer.confirmations} / ${required}</td><td>${escapeHtml(statusOf.get(transfer.txId) ?? 'not seen')}</td><td>
<form method="post" action="${DEV_CHAIN_PATH}/confirm"><input type="hidden" name="txId" value="${transfer.txId}">
<label>Blocks <input name="blocks" type="number" min="1" max="1000" value="${Math.max(1, required - transfer.confirmations)}"></label>
<button type="submit">Add blocks</button></form></td></tr>`,
    )
    .join('');
  const noticeHtml = notice ? `<p role="${notice.ok ? 'status' : 'alert'}"><strong>${notice.ok ? 'Done' : 'Not done'}:</strong> ${escapeHtml(notice.text)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>Sandbox chain (development)</title></head><body>
<h1>Sandbox chain (development)</h1>
<p>Send USDT (TRC20) to a customer's deposit address and add blocks on top of it. A deposit is credited after ${required} confirmations, from ${minorToDecimal(
    deps.topup.minDepositMinor,
    'USDT',
  )} USDT (smaller ones are held). See docs/topup.md.</p>
${noticeHtml}
<h2>Send USDT</h2>
<form method="post" action="${DEV_CHAIN_PATH}/send">
<p><label>Deposit address <input name="address" required autocomplete="off" size="40"></label></p>
<p><label>Amount, USDT <input name="amount" inputmode="decimal" required placeholder="10.5"></label></p>
<p><button type="submit">Send</button></p>
</form>
<h2>Transfers</h2>
<table><thead><tr><th>Transaction</th><th>To</th><th>USDT</th><th>Confirmations</th><th>Store</th><th></th></tr></thead><tbody>${
    transferRows || '<tr><td colspan="6">None.</td></tr>'
  }</tbody></table>
<h2>Deposit addresses</h2>
<table><thead><tr><th>Account</th><th>Address</th><th>Credited in</th></tr></thead><tbody>${ownerRows || '<tr><td colspan="3">None.</td></tr>'}</tbody></table>
</body></html>`;
}
