import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8305';
const [,, ...specs] = process.argv; // each: name,width,locale,signedIn(0/1),path[,scrollY]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const spec of specs) {
  const [name, width, locale, signed, path, scroll] = spec.split(',');
  const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 500 ? 740 : 800 } });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('intl-locale', JSON.stringify({ type: 'string', content: l, timestamp: 0 })), locale);
  if (signed === '1') {
    const login = await page.request.post(base + '/api/user/login/v2/loginIn', { data: { email: 'demo@topup.test', password: 'Demo2026' } });
    const { data } = await login.json();
    await page.goto(`${base}/login?code=${encodeURIComponent(data.code)}&fromPage=%2F`);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  }
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  if (await page.getByTestId('coupon-popup-image').count()) { await page.keyboard.press('Escape'); await page.waitForTimeout(300); }
  if (scroll) { await page.mouse.wheel(0, Number(scroll)); await page.waitForTimeout(600); }
  const h = await page.getByTestId('shell-header').boundingBox();
  console.log(name, 'header', JSON.stringify(h), 'url', page.url());
  await page.screenshot({ path: `/tmp/phone-nav/shots/${name}.png`, fullPage: name.includes('full') });
  await context.close();
}
await browser.close();
