import type { FastifyInstance } from 'fastify';
import { CURRENCY_MINOR_DIGITS } from '@topup/shared/contract';
import { FAVICON_LINK } from '../../static/favicon';

/**
 * The support page, /ops/afterSale: open refund requests with approve and reject. The page and its
 * script carry no data, so they are served to anyone; the script asks the operator's token, keeps
 * it in the tab's session storage, and calls the bearer-protected /ops/afterSale/open and
 * /decide. The store's CSP allows no inline script or style, hence the two files.
 */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>Refund requests · support</title><link rel="stylesheet" href="/ops/afterSale/assets/page.css"><script src="/ops/afterSale/assets/page.js" defer></script></head>
<body>
<h1>Refund requests</h1>
<p>Open requests, oldest first (docs/after-sale.md). Approving pays the money back at once: to the balance, or through the order's payment provider.</p>
<form id="token-form"><label>Operator token <input id="token" type="password" autocomplete="off" required minlength="16"></label> <button type="submit">Show requests</button></form>
<p id="status" role="status"></p>
<table id="requests" hidden><thead><tr><th scope="col">Request</th><th scope="col">Order</th><th scope="col">Product</th><th scope="col">Amount</th><th scope="col">Path</th><th scope="col">Reason</th><th scope="col">Requested</th><th scope="col">Decision</th></tr></thead><tbody></tbody></table>
<noscript>This page needs JavaScript.</noscript>
</body></html>`;

const CSS = `body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 0 auto; padding: 16px; line-height: 1.5; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 4px 6px; border-top: 1px solid #ccc; text-align: start; vertical-align: top; }
td:nth-child(6) { white-space: pre-wrap; overflow-wrap: anywhere; }
button:focus-visible, input:focus-visible { outline: 2px solid #1a73e8; outline-offset: 2px; }
`;

const SCRIPT = `'use strict';
(function () {
  var DIGITS = ${JSON.stringify(CURRENCY_MINOR_DIGITS)};
  var PATHS = { 5: 'balance', 6: 'promotion', 8: 'card', 9: 'QIWI', 10: 'cards', 11: 'STC Pay' };
  var form = document.getElementById('token-form');
  var input = document.getElementById('token');
  var status = document.getElementById('status');
  var table = document.getElementById('requests');
  var body = table.querySelector('tbody');
  input.value = sessionStorage.getItem('ops-token') || '';
  function money(m) { var d = DIGITS[m.currencyName] || 0; return (m.amount / Math.pow(10, d)).toFixed(d) + ' ' + m.currencyName; }
  function cell(row, text) { var td = document.createElement('td'); td.textContent = text; row.appendChild(td); return td; }
  function call(method, path, payload) {
    return fetch(path, { method: method, headers: Object.assign({ authorization: 'Bearer ' + input.value }, payload ? { 'content-type': 'application/json' } : {}), body: payload ? JSON.stringify(payload) : undefined })
      .then(function (response) { if (response.status === 401) throw new Error('The token was refused.'); return response.json(); })
      .then(function (envelope) { if (envelope.code !== 1) throw new Error('Refused with code ' + envelope.code + ': ' + envelope.message); return envelope.data; });
  }
  function decide(afterSaleNo, decision, note) {
    status.textContent = 'Sending…';
    call('POST', '/ops/afterSale/decide', { afterSaleNo: afterSaleNo, decision: decision, note: note || undefined })
      .then(function (done) { return load().then(function () { status.textContent = 'Request ' + done.afterSaleNo + ': status ' + done.status + '.'; }); })
      .catch(function (error) { status.textContent = error.message; });
  }
  function load() {
    return call('GET', '/ops/afterSale/open').then(function (list) {
      body.textContent = '';
      list.forEach(function (item) {
        var row = document.createElement('tr');
        cell(row, item.afterSaleNo); cell(row, item.orderNo); cell(row, item.productName); cell(row, money(item.amount));
        cell(row, PATHS[item.refundPath] || String(item.refundPath)); cell(row, item.reason); cell(row, new Date(item.createTime).toLocaleString());
        var actions = cell(row, '');
        var note = document.createElement('input'); note.placeholder = 'Words for the customer'; note.setAttribute('aria-label', 'Note for ' + item.afterSaleNo);
        var approve = document.createElement('button'); approve.type = 'button'; approve.textContent = 'Approve';
        approve.addEventListener('click', function () { decide(item.afterSaleNo, 'approve'); });
        var reject = document.createElement('button'); reject.type = 'button'; reject.textContent = 'Reject';
        reject.addEventListener('click', function () { decide(item.afterSaleNo, 'reject', note.value); });
        actions.append(approve, ' ', note, ' ', reject);
        body.appendChild(row);
      });
      table.hidden = list.length === 0;
      if (list.length === 0) status.textContent = 'No open requests.';
      else if (status.textContent === 'Loading…') status.textContent = list.length + ' open.';
    });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    sessionStorage.setItem('ops-token', input.value);
    status.textContent = 'Loading…';
    load().catch(function (error) { status.textContent = error.message; table.hidden = true; });
  });
})();
`;

export function registerOperatorPage(app: FastifyInstance, path: string): void {
  app.get(path, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE),
  );
  app.get(`${path}/assets/page.css`, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(CSS),
  );
  app.get(`${path}/assets/page.js`, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );
}
