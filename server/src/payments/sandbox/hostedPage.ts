import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { isLocale, type PayWayCode } from '@topup/shared/contract';
import { isRechargeNo } from '@topup/shared/contract/topup';
import type { SandboxDisplay } from './display';
import { PAGE_TEXTS, type PageTexts } from './pageTexts';
import { PAGE_SCRIPT } from './pageScript';
import type { SandboxBank, SandboxDecision, SandboxPayment } from './sandboxBank';
import { FAVICON_LINK } from '../../static/favicon';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The test card that a real acquirer's sandbox declines. */
const DECLINED_TEST_CARD = '4000000000000002';

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f4f7;color:#1d2433}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px;box-shadow:0 1px 3px rgba(16,24,40,.1)}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 12px}
.notice{background:#fff7e6;border:1px solid #f5c46b;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#5b6475}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:28px;font-weight:700;margin:8px 0}
label{display:block;font-size:14px;color:#5b6475;margin-top:12px}
input{width:100%;padding:10px 12px;font-size:16px;border:1px solid #c9cfd9;border-radius:8px}
.row{display:flex;gap:12px}.row>*{flex:1}
button{width:100%;margin-top:12px;padding:12px;font-size:16px;font-weight:600;border:0;border-radius:8px;cursor:pointer;background:#2563eb;color:#fff}
button.secondary{background:#e4e7ec;color:#1d2433}button.danger{background:#d92d20}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #84adff;outline-offset:2px}
.qr{display:flex;justify-content:center;margin:12px 0}.qr svg{width:220px;height:220px}
.copy{margin-top:8px}
.code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f2f4f7;border-radius:8px;padding:8px;word-break:break-all;font-size:14px;user-select:all}
.reference{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:24px;letter-spacing:2px;text-align:center;margin:12px 0}
.state{font-size:20px;font-weight:700}.hint{color:#5b6475;font-size:14px}
a.back{display:block;text-align:center;margin-top:16px;color:#2563eb;font-weight:600}
`;

export interface HostedPageOptions {
  bank: SandboxBank;
  now: () => Date;
}

/** Where the buyer goes back to in the store after a decision (docs/orders.md; a top-up: docs/topup.md). */
export function returnPath(orderNo: string, outcome: SandboxDecision): string {
  const order = encodeURIComponent(orderNo);
  if (isRechargeNo(orderNo)) return `/my/wallet?rechargeNo=${order}&outcome=${outcome}`;
  return outcome === 'paid' ? `/deal/paymentSucc?orderNo=${order}` : `/ordre/paymentError?orderNo=${order}&reason=${outcome}`;
}

function formatAmount(minor: bigint | string, currencyName: string, lang: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: currencyName });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(Number(minor) / 10 ** digits);
}

function formatUsdt(minor: string): string {
  return `${(Number(minor) / 1e6).toFixed(6)} USDT`;
}

/** Hidden until the page's script runs, so a browser without it shows no dead button. */
function copyButton(value: string, t: PageTexts): string {
  return `<button type="button" class="secondary copy" data-copy="${escapeHtml(value)}" data-copied="${escapeHtml(t.copied)}" hidden>${t.copy}</button>`;
}

/** A code the buyer pastes elsewhere: selectable as a whole, and copied with one tap. */
function copyable(label: string, value: string, t: PageTexts): string {
  return `<label>${label}</label><div class="code">${escapeHtml(value)}</div>${copyButton(value, t)}`;
}

async function methodScreen(display: SandboxDisplay, payment: SandboxPayment, t: PageTexts): Promise<string> {
  const action = `/sandbox-pay/${encodeURIComponent(payment.ref)}`;
  switch (display.screen) {
    case 'card':
      return `<form method="post" action="${action}/card">
<p class="hint">${escapeHtml(display.brands)}</p>
<label for="number">${t.cardNumber}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">${t.cardExpiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12/30" required></div>
<div><label for="cvc">${t.cardCvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123" required></div></div>
<p class="hint">${t.cardHint}</p><button type="submit">${t.pay} ${formatAmount(payment.amount, payment.currencyName, t.lang)}</button></form>`;
    case 'qr': {
      const svg = await QRCode.toString(display.qrPayload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const copy = display.hint === 'pix' ? copyable(t.pixCopy, display.qrPayload, t) : '';
      return `<p>${t.qrHint[display.hint]}</p><div class="qr" role="img" aria-label="QR">${svg}</div>${copy}`;
    }
    case 'transfer':
      return `${copyable(t.clabe, display.clabe, t)}<dl><dt>${t.bank}</dt><dd>${escapeHtml(display.bank)}</dd><dt>${t.beneficiary}</dt><dd>${escapeHtml(display.beneficiary)}</dd><dt>${t.concept}</dt><dd>${display.concept}</dd></dl><p class="hint">${t.transferHint}</p>`;
    case 'voucher':
      return `<p>${t.voucherReference}</p><div class="reference">${display.reference.replace(/(\d{4})(?=\d)/g, '$1 ')}</div>${copyButton(display.reference, t)}
<p class="hint">${t.payBefore} ${payment.expiresAt.toLocaleString(t.lang, { dateStyle: 'medium', timeStyle: 'short' })}</p><p>${t.voucherHint}</p>`;
    case 'wallet':
      return `<dl><dt>${t.walletAccount}</dt><dd>${escapeHtml(display.account)}</dd></dl><p class="hint">${t.walletHint}</p>`;
    case 'phone':
      return `<dl><dt>${t.phone}</dt><dd>${escapeHtml(display.phone)}</dd><dt>${t.otp}</dt><dd>${display.otp}</dd></dl><p class="hint">${t.phoneHint}</p>`;
    case 'crypto': {
      const svg = await QRCode.toString(display.address, { type: 'svg', margin: 1 });
      return `<dl><dt>${t.network}</dt><dd>${display.network}</dd><dt>${t.exactAmount}</dt><dd>${formatUsdt(display.usdtMinor)}</dd></dl>
<div class="qr" role="img" aria-label="QR">${svg}</div>${copyable(t.address, display.address, t)}<p class="hint">${t.cryptoHint}</p>`;
    }
  }
}

function testerPanel(payment: SandboxPayment, t: PageTexts): string {
  const action = `/sandbox-pay/${encodeURIComponent(payment.ref)}`;
  return `<section class="card" aria-labelledby="tester"><h2 id="tester">${t.testerPanel}</h2>
<form method="post" action="${action}/approve"><button type="submit">${t.approve}</button></form>
<form method="post" action="${action}/decline"><button type="submit" class="danger">${t.decline}</button></form>
<form method="post" action="${action}/expire"><button type="submit" class="secondary">${t.expire}</button></form></section>`;
}

async function renderPage(payment: SandboxPayment, now: Date): Promise<string> {
  const t = PAGE_TEXTS[isLocale(payment.locale) ? payment.locale : 'ru'];
  const method = t.payWays[payment.payWay as Exclude<PayWayCode, 'balance'>] ?? payment.payWay;
  const summary = `<section class="card"><h1>${escapeHtml(method)}</h1><div class="amount">${formatAmount(payment.amount, payment.currencyName, t.lang)}</div>
<dl><dt>${t.merchant}</dt><dd>TopUp</dd><dt>${t.order}</dt><dd>${escapeHtml(payment.orderNo)}</dd></dl></section>`;
  let body: string;
  const expired = !payment.decision && payment.expiresAt <= now;
  if (!payment.decision && !expired) {
    body = `<section class="card"><p class="state">${t.state.pending}</p>${await methodScreen(payment.display, payment, t)}</section>${testerPanel(payment, t)}`;
  } else {
    const outcome = (payment.decision ?? 'expired') as SandboxDecision;
    const settling = payment.settlesAt !== null && payment.settlesAt > now;
    body = `<section class="card"><p class="state" role="status">${t.state[outcome]}</p>${settling ? `<p class="hint">${t.state.settling}</p>` : ''}
<a class="back" href="${escapeHtml(returnPath(payment.orderNo, outcome))}">${t.backToStore}</a></section>`;
  }
  return `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${FAVICON_LINK}<title>${t.title} · ${escapeHtml(method)}</title><link rel="stylesheet" href="/sandbox-pay/assets/page.css"><script src="/sandbox-pay/assets/page.js" defer></script></head>
<body><main><p class="notice">${t.sandboxNotice}</p>${summary}${body}</main></body></html>`;
}

/** The tester's form posts: only the card number is read; a number that is not text is code 11, HTTP 400. */
const sandboxFormSchema = z.object({ number: z.string().max(64).optional() }).nullish();
type SandboxForm = z.output<typeof sandboxFormSchema>;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The sandbox providers' hosted page, /sandbox-pay/<ref>: what the method shows a buyer (a card
 * form, a QR code, a CLABE, an OXXO voucher, a wallet, a TRC20 address) and a tester panel to
 * approve, decline or let the payment expire. Plain HTML forms, no script (the store's CSP allows
 * none inline), so it works with the keyboard and in any browser.
 */
export function registerHostedPage(app: FastifyInstance, options: HostedPageOptions): void {
  app.get('/sandbox-pay/assets/page.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(CSS),
  );

  app.get('/sandbox-pay/assets/page.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PAGE_SCRIPT),
  );

  app.get<{ Params: { ref: string } }>('/sandbox-pay/:ref', { schema: { hide: true } }, async (request, reply) => {
    const payment = await options.bank.find(request.params.ref);
    if (!payment) return html(reply, 404, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>404</title></head><body><p>${PAGE_TEXTS.ru.notFound} / ${PAGE_TEXTS.en.notFound}</p></body></html>`);
    return html(reply, 200, await renderPage(payment, options.now()));
  });

  app.post<{ Params: { ref: string; action: string }; Body: SandboxForm }>(
    '/sandbox-pay/:ref/:action',
    { schema: { hide: true, body: sandboxFormSchema } },
    async (request, reply) => {
      const { ref, action } = request.params;
      const decision = decisionOf(action, request.body);
      const payment = decision && (await options.bank.find(ref));
      if (!decision || !payment) return html(reply, 404, '<!doctype html><title>404</title><p>Not found</p>');
      await options.bank.decide(ref, decision);
      const current = (await options.bank.find(ref)) as SandboxPayment;
      const outcome = (current.decision ?? 'expired') as SandboxDecision;
      return reply.header('cache-control', 'no-store').redirect(returnPath(payment.orderNo, outcome), 303);
    },
  );
}

function decisionOf(action: string, body: SandboxForm): SandboxDecision | undefined {
  switch (action) {
    case 'approve':
      return 'paid';
    case 'decline':
      return 'declined';
    case 'expire':
      return 'expired';
    case 'card':
      return (body?.number ?? '').replace(/\D/g, '') === DECLINED_TEST_CARD ? 'declined' : 'paid';
    default:
      return undefined;
  }
}
