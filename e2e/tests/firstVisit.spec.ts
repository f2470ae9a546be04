import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { newEmail, registerAndSignIn } from '../support/account';
import { declinedOrder, payButton, PLAYERS, PRODUCT_PATH as TOP_UP_PATH, TEXTS } from '../support/checkout';
import { holdRequests, refusedByPolicy } from '../support/store';

/**
 * The first visit is a budget (issue 10): the JavaScript a new visitor's browser runs for a page,
 * counted as gzip -9 of each file (what compression sends, whatever the server does), in kB of
 * 1000 bytes as `pnpm bench` counts it. This holds the issue's target, 170 kB, on every page it
 * opens, where the store is at about 143 (/) to 155 kB (/ordre/confirm): the host's main.js (the
 * shell with every library it shares, 133 kB), the route's remote entry (4 kB) and the page's own
 * chunks. No axios (the page's first answers come inline, so nothing is asked before the visitor
 * acts), no zod, no contract schema the page does not parse, no QR code, no MD5 of the confirm
 * link, no UI kit component the page does not render (docs/decisions.md, "The first visit at
 * 170 kB").
 */
const FIRST_VISIT_BUDGET_BYTES = 170_000;
const PRODUCT_PATH = '/detail/1011';

type Script = { url: string; gzip: number; zod: boolean; axios: boolean; md5: boolean };

/** The confirm link's signature salt (shared/src/orderConfirm/signature.ts): in the chunk with its MD5. */
const ORDER_SIGNATURE_SALT = 'topup-order-confirm-v1';

/** Every script the page loads from now on, with its gzip size and whether it holds zod, axios or the link's MD5. */
function collectScripts(page: Page): () => Promise<Script[]> {
  const pending: Array<Promise<Script | undefined>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          gzip: gzipSync(body, { level: 9 }).length,
          zod: body.includes('ZodError'),
          axios: body.includes('AxiosError'),
          md5: body.includes(ORDER_SIGNATURE_SALT),
        }))
        .catch(() => undefined),
    );
  });
  return async () => (await Promise.all(pending)).filter((file) => file !== undefined);
}

/** Holds the scripts' gzip total within the budget, naming each file when it is not. */
function expectWithinBudget(scripts: Script[], page = ''): void {
  const total = scripts.reduce((sum, file) => sum + file.gzip, 0);
  const listing = scripts.map((file) => `${(file.gzip / 1000).toFixed(1)} kB ${new URL(file.url).pathname}`).join('\n');
  expect(total, `${page ? `${page}: ` : ''}${(total / 1000).toFixed(1)} kB in ${scripts.length} files:\n${listing}`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
}

/**
 * Every script the page loads until its page is drawn and the network is quiet, with its gzip
 * size. Quiet alone is not enough: while the browser runs main.js nothing is downloading, so the
 * network can look done before the route's remote is even asked for.
 */
async function firstVisitScripts(page: Page, path: string): Promise<Script[]> {
  const scripts = collectScripts(page);
  await page.goto(path);
  await expect(page.locator('main h1, main a[href^="/detail/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts();
}

// TOP_UP_PATH is the same product by its short link, as its share dialog gives it out; a search's
// results come inline too, its games asked for by a POST; /service's QR codes are the server's images.
for (const path of ['/', PRODUCT_PATH, TOP_UP_PATH, '/search?keyword=pubg', '/service']) {
  test(`the first visit of ${path} stays within ${FIRST_VISIT_BUDGET_BYTES / 1000} kB gzip of JavaScript`, async ({ page }) => {
    expectWithinBudget(await firstVisitScripts(page, path));
  });
}

type ApiCall = { call: string; sentBy: string };

/** Every API call the page makes from now on, and whether fetch (index.html's early calls) or axios's XHR sent it. */
function collectApiCalls(page: Page): ApiCall[] {
  const asked: ApiCall[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push({ call: `${request.method()} ${pathname}${search}`, sentBy: request.resourceType() });
  });
  return asked;
}

/**
 * Holds the remotes' files until the page's early calls have all come back, as on a phone whose
 * link brings the small API answers long before the shell and the remote have downloaded and run.
 */
async function remotesAfterAnswers(page: Page, calls: readonly string[]): Promise<void> {
  const answered = Promise.all(
    calls.map((call) =>
      page.waitForEvent('requestfinished', {
        predicate: (request) => `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}` === call,
        timeout: 30_000,
      }),
    ),
  );
  const release = await holdRequests(page, '**/remotes/**');
  void answered.then(release);
}

/** Whether the remote's page drew a loading skeleton at any moment since it was opened. */
async function watchPageSkeletons(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = window as unknown as { pageSkeletonShown: boolean };
    seen.pageSkeletonShown = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="remote-page"] [data-testid="loading-state"]')) seen.pageSkeletonShown = true;
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { pageSkeletonShown: boolean }).pageSkeletonShown);
}

/** Signed-in pages whose first render index.html's early calls answer whole: the shell's calls and the page's. */
const SHELL_CALLS = [
  'GET /api/setting/front/setting/getBusinessSetting?businessTypeId=14',
  'GET /api/user/front/user/queryUnreadCoupon',
  'GET /api/user/front/user/v2/getUserBalanceAmount',
];
/** The invitation statistics' first period: the twelve months ending today, in UTC days. */
const NOW = new Date();
const TODAY = NOW.toISOString().slice(0, 10);
const YEAR_AGO = new Date(Date.UTC(NOW.getUTCFullYear() - 1, NOW.getUTCMonth(), NOW.getUTCDate())).toISOString().slice(0, 10);
const EARLY_ANSWERED_PAGES: Array<{ path: string; calls: string[] }> = [
  {
    path: '/my/order',
    calls: ['GET /api/order/orderInfo/getOrderCount', 'GET /api/order/orderInfo/myOrderPage?tab=all&pageNum=1&pageSize=10'],
  },
  // The page shows the balances as they are now beside the shell's, so it asks for them too.
  {
    path: '/my',
    calls: ['GET /api/order/orderInfo/getOrderCount', 'GET /api/user/front/user/couponCount', 'GET /api/user/front/user/v2/getUserBalanceAmount'],
  },
  {
    path: '/my/coupon',
    calls: ['GET /api/user/coupon/userCouponPageList?tab=unused&pageNum=1&pageSize=10', 'GET /api/user/front/user/couponCount'],
  },
  {
    path: '/my/wallet',
    calls: [
      'GET /api/user/front/user/v2/getUserBalanceAmount',
      'GET /api/user/front/user/getRechargePlatform?locale=ru',
      'GET /api/user/front/user/queryDigitalAddress',
      'GET /api/user/v1/wallet/flow?pageNum=1&pageSize=10',
    ],
  },
  // The poster's QR code, on the first screen, is the server's image.
  {
    path: '/my/invitation',
    calls: [
      'GET /api/user/front/user/getUserInfo',
      `GET /api/order/myInvite/inviteData?start=${YEAR_AGO}&end=${TODAY}`,
      'GET /api/user/front/user/userList?pageNum=1&pageSize=10',
      'GET /api/order/orderInfo/queryInviteDetail?pageNum=1&pageSize=10',
    ],
  },
  { path: '/my/afterSale', calls: ['GET /api/order/afterSalesOrderInfo/v1/queryAfterSalesOrderInfoPage?pageNum=1&pageSize=10'] },
  { path: '/my/safe', calls: ['GET /api/user/front/user/signInHistory'] },
  { path: '/auth-management', calls: ['GET /api/user/front/user/sessionList'] },
];

for (const { path, calls } of EARLY_ANSWERED_PAGES) {
  test(`a signed-in first visit of ${path} gets all its data from index.html's early calls, and no axios; answered before the page renders, it draws them at once`, async ({
    page,
    browser,
  }) => {
    // A new customer: no order of theirs is under way, so no list asks again while it is watched.
    await registerAndSignIn(page, newEmail(), path);
    const visitor = await browser.newContext({ storageState: await page.context().storageState() });
    const firstVisit = await visitor.newPage();
    const refused = refusedByPolicy(firstVisit);
    const asked = collectApiCalls(firstVisit);
    const scripts = collectScripts(firstVisit);
    await remotesAfterAnswers(firstVisit, calls);
    const skeletonShown = await watchPageSkeletons(firstVisit);
    await firstVisit.goto(path);
    await expect(firstVisit.locator('main h1').first()).toBeVisible();
    await expect(firstVisit.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
    // The answers were in before the page's code: its first render has them, no skeleton before.
    expect(await skeletonShown()).toBe(false);
    await firstVisit.waitForLoadState('networkidle');
    // All asked by index.html's script, once per listing: the client took their answers instead of
    // asking again.
    expect(asked.map(({ call }) => call).sort()).toEqual([...SHELL_CALLS, ...calls].sort());
    expect(asked.filter(({ sentBy }) => sentBy !== 'fetch')).toEqual([]);
    const files = await scripts();
    expect(files.filter((file) => file.axios).map((file) => file.url)).toEqual([]);
    expectWithinBudget(files);
    expect(refused).toEqual([]);
    await visitor.close();
  });
}

/**
 * The signed-in confirm page: every call of its first render comes early, so it runs without axios
 * until the buyer starts on the form.
 */
test("a signed-in first visit of /ordre/confirm has its summary and form inline, and the buyer's price, coupons, players, balance and pay details from early calls, without axios", async ({
  page,
  browser,
}) => {
  await registerAndSignIn(page, newEmail(), TOP_UP_PATH);
  await page.getByRole('button', { name: TEXTS.ru.buy, exact: true }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
  const visitor = await browser.newContext({ storageState: await page.context().storageState() });
  const firstVisit = await visitor.newPage();
  const refused = refusedByPolicy(firstVisit);
  const asked = collectApiCalls(firstVisit);
  const scripts = collectScripts(firstVisit);
  await firstVisit.goto(page.url());
  await expect(firstVisit.getByLabel(TEXTS.ru.playerId)).toBeVisible();
  await expect(firstVisit.getByRole('button', { name: TEXTS.ru.pay })).toBeEnabled();
  await firstVisit.waitForLoadState('networkidle');
  // The server checked the link's signature before answering its summary: no MD5 in the page.
  expect((await scripts()).filter((file) => file.md5).map((file) => file.url)).toEqual([]);
  const sentBy = (prefix: string) => asked.filter(({ call }) => call.startsWith(prefix)).map((call) => call.sentBy);
  // The SKU summary and the game's account form came with index.html.
  expect(sentBy('GET /api/display/v1/product/getConfirmOrderSkuInfo')).toEqual([]);
  expect(sentBy('GET /api/form/formInteraction/v2/prePayFormInfo')).toEqual([]);
  // The buyer's calls the summary names, sent by the page's script before the shell ran; the
  // balances once for the shell and once for the page.
  expect(sentBy('GET /api/user/coupon/usableCouponList?')).toEqual(['fetch']);
  expect(sentBy('GET /api/user/player/profiles?')).toEqual(['fetch']);
  expect(sentBy('GET /api/user/front/user/v2/getUserBalanceAmount')).toEqual(['fetch', 'fetch']);
  // The price (a POST), and the saved details of the pay way offered first, the Russian card.
  expect(sentBy('POST /api/order/payOrder/getActualPayment')).toEqual(['fetch']);
  expect(sentBy('GET /api/order/payOrder/v2/getUserFilledInfoByPayWay?payWayId=CARDPAY_RU%7CRUB')).toEqual(['fetch']);
  expect(asked.filter(({ sentBy }) => sentBy !== 'fetch')).toEqual([]);
  const files = await scripts();
  expect(files.filter((file) => file.axios).map((file) => file.url)).toEqual([]);
  expectWithinBudget(files);

  // Axios comes once the buyer starts on the form, and the form's requests go through it.
  await firstVisit.getByLabel(TEXTS.ru.playerId).focus();
  await expect.poll(async () => (await scripts()).some((file) => file.axios)).toBe(true);
  await firstVisit.getByLabel(TEXTS.ru.playerId).fill(PLAYERS.wallet);
  await expect(firstVisit.getByTestId('player-found')).toBeVisible();
  expect(asked.filter(({ sentBy }) => sentBy === 'xhr').length).toBeGreaterThan(0);
  expect(refused).toEqual([]);
  await visitor.close();
});

test('the home page draws the catalogue pictures as WebP (Chromium draws an SVG picture on the main thread)', async ({ page }) => {
  const images: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') images.push(`${response.headers()['content-type']} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/');
  // Lazy pictures load once scrolled to: the last product card's is at the bottom of the page.
  await page.locator('main a[href^="/detail/"] img').last().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const pictures = images.filter((image) => image.includes(' /media/'));
  expect(pictures.length, images.join('\n')).toBeGreaterThanOrEqual(15);
  expect(pictures.filter((image) => !image.startsWith('image/webp ')), images.join('\n')).toEqual([]);
});

test('on a slow phone network (1.6 Mbit/s, 150 ms, CPU 4x) the product page still shows its buy button', async ({ page, context }) => {
  // Minutes, not the 6 s target: the test proves the page arrives at all (it once never did);
  // how fast is measured by `pnpm bench`.
  test.setTimeout(180_000);
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(PRODUCT_PATH, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Купить', exact: true })).toBeVisible({ timeout: 150_000 });
});

test('the sign-in page of a first visit loads zod only when the visitor starts on the form, then checks it', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  const email = page.getByLabel('E-mail');
  await expect(email).toBeVisible();
  expect((await scripts()).filter((file) => file.zod)).toEqual([]);

  await email.focus();
  await expect.poll(async () => (await scripts()).some((file) => file.zod)).toBe(true);
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page.getByText('Введите корректный e-mail')).toBeVisible();
});

test('the confirm page of a first visit loads zod only when the buyer starts on the form', async ({ page, browser }) => {
  await page.goto(TOP_UP_PATH);
  await page.getByRole('button', { name: TEXTS.ru.buy, exact: true }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
  const confirmUrl = page.url();

  const visitor = await browser.newContext();
  const firstVisit = await visitor.newPage();
  const scripts = collectScripts(firstVisit);
  await firstVisit.goto(confirmUrl, { waitUntil: 'networkidle' });
  const playerId = firstVisit.getByLabel(TEXTS.ru.playerId);
  await expect(playerId).toBeVisible();
  expect((await scripts()).filter((file) => file.zod)).toEqual([]);

  await playerId.focus();
  await expect.poll(async () => (await scripts()).some((file) => file.zod)).toBe(true);
  await visitor.close();
});

test('the confirm page of a first visit loads the MD5 only to sign a new quantity or explain an edited link', async ({ page, browser }) => {
  await page.goto(TOP_UP_PATH);
  await page.getByRole('button', { name: TEXTS.ru.buy, exact: true }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
  const signed = new URL(page.url());

  const visitor = await browser.newContext();
  const firstVisit = await visitor.newPage();
  const scripts = collectScripts(firstVisit);
  await firstVisit.goto(signed.href, { waitUntil: 'networkidle' });
  await expect(firstVisit.getByLabel(TEXTS.ru.playerId)).toBeVisible();
  expect((await scripts()).filter((file) => file.md5)).toEqual([]);

  await firstVisit.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(firstVisit).toHaveURL(/%22quantity%22%3A2%7D/);
  await expect(firstVisit.getByRole('spinbutton')).toHaveValue('2');
  expect((await scripts()).some((file) => file.md5)).toBe(true);

  const edited = new URL(signed.href);
  edited.searchParams.set('productSpecDetailIds', (edited.searchParams.get('productSpecDetailIds') ?? '').replace('"quantity":1', '"quantity":5'));
  const editedVisit = await visitor.newPage();
  await editedVisit.goto(edited.href);
  await expect(editedVisit.getByText('Ссылку изменили или она устарела', { exact: false })).toBeVisible();
  await visitor.close();
});

test("an order's pages of a first visit ask for the order by index.html's early calls; the order, payment error and pay pages need no axios", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { orderNo } = await declinedOrder(page);
  const visitor = await browser.newContext({ storageState: await page.context().storageState() });
  const order = `?orderNo=${orderNo}`;
  // Each page's calls, sent by the page's script; the account form once the order has answered.
  const pages = [
    { path: `/ordre/paymentError${order}&reason=declined`, calls: [`GET /api/order/orderInfo/details${order}`] },
    {
      path: `/ordre/detail${order}`,
      calls: [
        `GET /api/order/orderInfo/details${order}`,
        `GET /api/order/orderInfo/getOrderButtonStatus${order}`,
        `GET /api/order/orderInfo/refundDetail${order}`,
        'GET /api/form/formInteraction/v2/prePayFormInfo?locale=ru&productId=',
      ],
    },
    // The pay info (a POST) and saved details of the pay way the order names, the Russian card,
    // follow the order's answer.
    {
      path: `/ordre/reConfirm${order}`,
      calls: [
        `GET /api/order/orderInfo/unpaidOrderInfo${order}`,
        'GET /api/form/formInteraction/v2/prePayFormInfo?locale=ru&productId=',
        'GET /api/order/payOrder/v2/getUserFilledInfoByPayWay?payWayId=CARDPAY_RU%7CRUB',
        'POST /api/order/pay/getPayConfirmInfo',
      ],
    },
  ];
  for (const { path, calls } of pages) {
    const firstVisit = await visitor.newPage();
    const asked = collectApiCalls(firstVisit);
    const scripts = collectScripts(firstVisit);
    await firstVisit.goto(path);
    await expect(firstVisit.locator('main h2').first()).toBeVisible();
    await firstVisit.waitForLoadState('networkidle');
    for (const call of calls) expect(asked.filter((each) => each.call.startsWith(call)).map((each) => each.sentBy), `${path}: ${call}`).toEqual(['fetch']);
    const files = await scripts();
    expect(files.filter((file) => file.axios).map((file) => file.url), path).toEqual([]);
    expectWithinBudget(files, path);
    await firstVisit.close();
  }
  await visitor.close();
});

test("an unpaid order's pay page of a first visit loads zod and axios only when the buyer starts on the form, then checks it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { email, orderNo } = await declinedOrder(page);

  const visitor = await browser.newContext({ storageState: await page.context().storageState() });
  const firstVisit = await visitor.newPage();
  const scripts = collectScripts(firstVisit);
  await firstVisit.goto(`/ordre/reConfirm?orderNo=${orderNo}`, { waitUntil: 'networkidle' });
  const cardEmail = firstVisit.getByLabel('E-mail');
  await expect(cardEmail).toHaveValue(email);
  expect((await scripts()).filter((file) => file.zod || file.axios)).toEqual([]);

  await cardEmail.fill('not-an-email');
  await expect.poll(async () => (await scripts()).some((file) => file.zod)).toBe(true);
  await expect.poll(async () => (await scripts()).some((file) => file.axios)).toBe(true);
  await (await payButton(firstVisit, 'ru')).click();
  await expect(cardEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(firstVisit).toHaveURL(/\/ordre\/reConfirm\?/);
  await visitor.close();
});
