const vm = require('node:vm');
const { earlyCallsScript } = require('./earlyCallsScript.cjs');

describe('earlyCallsScript', () => {
  const script = earlyCallsScript();

  it('is small enough to inline in every page: the client modules it needs, no schema of the contract', () => {
    // The contract's modules with schemas would make it hundreds of kB (zod and every call).
    expect(script.length).toBeLessThan(4000);
    expect(script).not.toMatch(/zod|defineCall/i);
    expect(script).not.toMatch(/<\/script/i);
  });

  it('sends the listed calls with the stored token, and nothing without one', () => {
    const sent = [];
    const run = (stored) => {
      const items = { 'intl-access_token': JSON.stringify({ type: 'string', content: stored, timestamp: 1 }) };
      const context = {
        URLSearchParams,
        AbortSignal,
        JSON,
        fetch: (url, init) => {
          sent.push([url, init.headers.Authorization]);
          return new Promise(() => {});
        },
        document: { referrer: '', getElementById: () => ({ textContent: '[{"path":"/user/front/user/queryUnreadCoupon","payload":{}}]' }) },
        localStorage: { getItem: (key) => (stored ? (items[key] ?? null) : null), setItem: () => {} },
        screen: { width: 360, height: 800 },
        location: { pathname: '/my/order', search: '?tab=all' },
      };
      context.window = context;
      vm.runInNewContext(script, context);
      return context;
    };
    expect(run('').__topupEarlyCalls).toBeUndefined();
    expect(sent).toEqual([]);
    const { page, answers } = run('tok').__topupEarlyCalls;
    expect(page).toBe('/my/order?tab=all');
    expect(Object.keys(answers)).toEqual(['/api/user/front/user/queryUnreadCoupon?[]']);
    expect(sent).toEqual([['/api/user/front/user/queryUnreadCoupon', 'Bearer tok']]);
  });
});
