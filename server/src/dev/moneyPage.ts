import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CURRENCY_NAMES, FLOW_TYPE, currencyNameSchema, decimalToMinor, idSchema, localizedText, minorToDecimal, type CurrencyName } from '@topup/shared/contract';
import { emailSchema } from '@topup/shared/validation';
import { ApiError } from '../app/ApiError';
import { escapeHtml } from '../app/html';
import type { Database } from '../db/database';
import { couponCodes, couponTemplates, users } from '../db/schema';
import { normalizeEmail } from '../modules/auth/accounts';
import { grantCoupon } from '../modules/coupon/coupons';
import { credit } from '../modules/wallet/ledger';
import { FAVICON_LINK } from '../static/favicon';

export const DEV_MONEY_PATH = '/dev/money';

const creditForm = z.object({
  email: emailSchema,
  currencyName: currencyNameSchema,
  amount: z.string(),
  flowType: z.enum([String(FLOW_TYPE.TOP_UP), String(FLOW_TYPE.BALANCE_CHANGE)]),
  remark: z.string().max(200).optional(),
  idempotencyKey: z.string().min(1).max(100),
});

const grantForm = z.object({
  email: emailSchema,
  templateId: idSchema,
});

interface Notice {
  ok: boolean;
  text: string;
}

/**
 * GET /dev/money: a tester credits a balance to an account by e-mail or grants it a coupon, and
 * sees the coupon templates and exchange codes. Mounted with the outbox page (development only,
 * see docs/money.md). The forms post to the same origin; a post from another site is refused, so
 * a page elsewhere cannot credit money through a tester's browser.
 */
export function registerMoneyPage(app: FastifyInstance, database: Database, now: () => Date): void {
  const { db } = database;
  const show = async (reply: FastifyReply, notice: Notice | null, statusCode = 200) =>
    reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await renderPage(database, notice));

  app.get(DEV_MONEY_PATH, { schema: { hide: true } }, (_request, reply) => show(reply, null));

  app.post(`${DEV_MONEY_PATH}/credit`, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisSite(request)) return show(reply, { ok: false, text: 'Refused: the form was sent from another site.' }, 403);
    const form = creditForm.safeParse(request.body);
    if (!form.success) return show(reply, { ok: false, text: `Check the form: ${form.error.issues[0]?.path.join('.')}` }, 400);
    const { email, currencyName, amount, flowType, remark, idempotencyKey } = form.data;
    const amountMinor = decimalToMinor(amount, currencyName);
    if (amountMinor === null || amountMinor === 0n) return show(reply, { ok: false, text: `"${amount}" is not an amount of ${currencyName} above 0.` }, 400);
    const userId = await userIdByEmail(database, email);
    if (userId === undefined) return show(reply, { ok: false, text: `No account uses ${email}.` }, 400);
    const result = await credit(db, {
      userId,
      currencyName,
      amountMinor,
      flowType: Number(flowType) as typeof FLOW_TYPE.TOP_UP | typeof FLOW_TYPE.BALANCE_CHANGE,
      idempotencyKey: `dev:${idempotencyKey}`,
      remark: remark || null,
    }).catch(refusalAsNull);
    if (!result) return show(reply, { ok: false, text: 'The credit was refused (the balance would be too large).' }, 400);
    const balance = minorToDecimal(result.entry.balanceAfterMinor, currencyName);
    const text = result.replayed
      ? `This form was already sent: nothing changed. ${email} holds ${balance} ${currencyName}.`
      : `Credited ${minorToDecimal(amountMinor, currencyName)} ${currencyName} to ${email}: the balance is ${balance} ${currencyName}.`;
    return show(reply, { ok: true, text });
  });

  app.post(`${DEV_MONEY_PATH}/grant`, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisSite(request)) return show(reply, { ok: false, text: 'Refused: the form was sent from another site.' }, 403);
    const form = grantForm.safeParse(request.body);
    if (!form.success) return show(reply, { ok: false, text: `Check the form: ${form.error.issues[0]?.path.join('.')}` }, 400);
    const userId = await userIdByEmail(database, form.data.email);
    if (userId === undefined) return show(reply, { ok: false, text: `No account uses ${form.data.email}.` }, 400);
    try {
      const coupon = await grantCoupon(db, { userId, templateId: BigInt(form.data.templateId), source: 'dev', now: now() });
      return show(reply, { ok: true, text: `Coupon ${coupon.id} granted to ${form.data.email}, valid until ${coupon.validTo.toISOString()}. It is unread: the pop-up will show.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return show(reply, { ok: false, text: `Refused with code ${error.code}: ${error.message}.` }, 400);
    }
  });
}

function refusalAsNull(error: unknown): null {
  if (error instanceof ApiError) return null;
  throw error;
}

/**
 * Whether a form post came from this site. Browsers say so in Sec-Fetch-Site, which is trusted
 * when present. The Origin header cannot decide alone: the store's pages are served with
 * `Referrer-Policy: no-referrer` (helmet's default), under which a browser sends `Origin: null`
 * with a form post even to its own origin. Without Sec-Fetch-Site (older browsers, tools), the
 * origin must name this host, and a post with no origin at all (curl) is let through.
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

async function userIdByEmail(database: Database, email: string): Promise<bigint | undefined> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email)));
  return user?.id;
}

async function renderPage(database: Database, notice: Notice | null): Promise<string> {
  const { db } = database;
  const templates = await db.select().from(couponTemplates).orderBy(couponTemplates.id);
  const codes = await db.select().from(couponCodes).orderBy(desc(couponCodes.createdAt), couponCodes.code);
  const templateName = new Map(templates.map((template) => [template.id, localizedText(template.name, 'ru')]));
  const option = (value: string, label: string) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;
  const money = (amount: bigint | null, currencyName: string) =>
    amount === null ? '' : `${minorToDecimal(amount, currencyName as CurrencyName)} ${currencyName}`;
  const templateRows = templates
    .map((template) => {
      const discount = template.discountType === 'amount' ? money(template.discountAmountMinor, template.currencyName) : `${template.discountPercent} %`;
      const validity = template.validDays !== null ? `${template.validDays} days after receipt` : `until ${template.validTo?.toISOString()}`;
      const scope = template.scope === 'all' ? 'all products' : `categories ${template.categoryIds.join(', ')}`;
      return `<tr><td>${template.id}</td><td>${escapeHtml(templateName.get(template.id) ?? '')}</td><td>${escapeHtml(discount)}</td><td>${escapeHtml(
        money(template.thresholdMinor, template.currencyName),
      )}</td><td>${escapeHtml(scope)}</td><td>${escapeHtml(validity)}</td><td>${template.issuedCount}${template.totalQuantity === null ? '' : ` / ${template.totalQuantity}`}</td></tr>`;
    })
    .join('');
  const codeRows = codes
    .map(
      (code) =>
        `<tr><td><code>${escapeHtml(code.code)}</code></td><td>${escapeHtml(templateName.get(code.templateId) ?? '')}</td><td>${code.useCount}${
          code.maxUses === null ? '' : ` / ${code.maxUses}`
        }</td><td>${code.perUserLimit}</td></tr>`,
    )
    .join('');
  const noticeHtml = notice ? `<p role="${notice.ok ? 'status' : 'alert'}"><strong>${notice.ok ? 'Done' : 'Not done'}:</strong> ${escapeHtml(notice.text)}</p>` : '';
  const emailField = '<label>Account e-mail <input name="email" type="email" required autocomplete="off"></label>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>Money (development)</title></head><body>
<h1>Money (development)</h1>
<p>Credit a balance or grant a coupon to an account. This page exists only while the development pages are on (see docs/money.md); mail codes are at <a href="/dev/outbox">/dev/outbox</a>.</p>
${noticeHtml}
<h2>Credit a balance</h2>
<form method="post" action="${DEV_MONEY_PATH}/credit">
<input type="hidden" name="idempotencyKey" value="${randomUUID()}">
<p>${emailField}</p>
<p><label>Amount <input name="amount" inputmode="decimal" required placeholder="1000.00"></label>
<label>Currency <select name="currencyName">${CURRENCY_NAMES.map((name) => option(name, name)).join('')}</select></label></p>
<p><label>Flow type <select name="flowType">${option(String(FLOW_TYPE.TOP_UP), '2 top-up')}${option(String(FLOW_TYPE.BALANCE_CHANGE), '3 balance change')}</select></label>
<label>Remark <input name="remark" maxlength="200"></label></p>
<p><button type="submit">Credit</button></p>
</form>
<h2>Grant a coupon</h2>
<form method="post" action="${DEV_MONEY_PATH}/grant">
<p>${emailField}</p>
<p><label>Coupon <select name="templateId" required>${templates
    .map((template) => option(String(template.id), `${template.id}: ${templateName.get(template.id) ?? ''} (${template.currencyName})`))
    .join('')}</select></label></p>
<p><button type="submit">Grant</button></p>
</form>
<h2>Coupon templates</h2>
<table><thead><tr><th>Id</th><th>Name (ru)</th><th>Discount</th><th>From</th><th>Scope</th><th>Validity</th><th>Given</th></tr></thead><tbody>${
    templateRows || '<tr><td colspan="7">None.</td></tr>'
  }</tbody></table>
<h2>Exchange codes</h2>
<table><thead><tr><th>Code</th><th>Coupon</th><th>Exchanged</th><th>Per user</th></tr></thead><tbody>${
    codeRows || '<tr><td colspan="4">None.</td></tr>'
  }</tbody></table>
</body></html>`;
}

