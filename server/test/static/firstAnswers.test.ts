import {
  activityByLinkSuffixCall,
  activityDetailCall,
  categoryClassifyCall,
  categorySearchCall,
  confirmOrderSkuInfoCall,
  customerContactsCall,
  groupFrameCall,
  prePayFormInfoCall,
  productByLinkSuffixCall,
  productReviewsCall,
  qrCodeImageUrl,
  searchGoodsCall,
  skusByGroupCall,
} from '@topup/shared/contract';
import { contentPageCall } from '@topup/shared/contract/content';
import { orderConfirmPath } from '@topup/shared/orderConfirm';
import { seedCatalog } from '../../seed/catalog/seedCatalog';
import { seedContentPages } from '../../seed/content/seedContent';
import { SEEDED_AT } from '../catalog/catalogStore';
import { storeForTests } from '../support/testApp';

/** A page's first answers, as [path, payload, envelope code], the shell's left out. */
type Answered = [string, Record<string, unknown>, number];

describe("a page's first answers, on the seeded catalogue", () => {
  const store = storeForTests({ now: () => SEEDED_AT });

  // Before any page is asked for, so no answer is kept from the empty catalogue.
  beforeAll(async () => {
    await seedCatalog(store.app.database.db, SEEDED_AT);
    await seedContentPages(store.app.database.db, SEEDED_AT);
  });

  const SHELL_PATHS = ['/setting/', '/order/v2/getPayWays'];

  async function answered(url: string): Promise<Answered[]> {
    const page = (await store.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    const block = /<script type="application\/json" id="topup-first-answers">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '{"answers":[]}';
    const { answers } = JSON.parse(block) as { answers: Array<{ path: string; payload: Record<string, unknown>; envelope: { code: number } }> };
    return answers
      .filter((answer) => !SHELL_PATHS.some((shellPath) => answer.path.startsWith(shellPath)))
      .map(({ path, payload, envelope }): Answered => [path, payload, envelope.code]);
  }

  it("answer a product's short link as its page asks: by link suffix, then the product's own calls", async () => {
    const answers = await answered('/d/pubg-uc');
    expect(answers[0]).toEqual([productByLinkSuffixCall.path, { linkSuffix: 'pubg-uc', locale: 'ru' }, 1]);
    expect(answers.map(([path]) => path)).toEqual([productByLinkSuffixCall.path, groupFrameCall.path, skusByGroupCall.path, productReviewsCall.path]);
  });

  it('answer the calls the address names: the game list, the content pages, an activity by link or id', async () => {
    expect(await answered('/help')).toEqual([
      [contentPageCall.path, { slug: 'help', locale: 'ru' }, 1],
      [contentPageCall.path, { slug: 'delivery', locale: 'ru' }, 1],
      [contentPageCall.path, { slug: 'contact', locale: 'ru' }, 1],
    ]);
    expect(await answered('/agreement')).toEqual([[contentPageCall.path, { slug: 'agreement', locale: 'ru' }, 1]]);
    expect(await answered('/activies/ext/list/')).toEqual([[categoryClassifyCall.path, { locale: 'ru' }, 1]]);
    expect(await answered('/act/genshin-welkin')).toEqual([[activityByLinkSuffixCall.path, { linkSuffix: 'genshin-welkin', locale: 'ru' }, 1]]);
    const activity = await store.app.inject({ method: 'GET', url: `/api${activityByLinkSuffixCall.path}`, query: { linkSuffix: 'genshin-welkin', locale: 'ru' } });
    const { id } = (JSON.parse(activity.body) as { data: { id: string } }).data;
    expect(await answered(`/activies/ext?id=${id}`)).toEqual([[activityDetailCall.path, { id, locale: 'ru' }, 1]]);
  });

  it("answer customer service's contacts, and preload the first two QR codes, which the page asks for only once it renders", async () => {
    expect(await answered('/service')).toEqual([[customerContactsCall.path, { locale: 'ru' }, 1]]);
    const page = (await store.app.inject({ method: 'GET', url: '/service', headers: { accept: 'text/html' } })).body;
    const contacts = await store.app.inject({ method: 'GET', url: `/api${customerContactsCall.path}`, query: { locale: 'ru' } });
    const list = (JSON.parse(contacts.body) as { data: Array<{ qrContent: string }> }).data;
    expect(list.length).toBeGreaterThan(2);
    const preloaded = [...page.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map(([, href]) => (href ?? '').replace(/&amp;/g, '&'));
    expect(preloaded).toEqual(list.slice(0, 2).map((contact) => qrCodeImageUrl(contact.qrContent)));
  });

  it("answer a search as its page asks: the keyword trimmed, the address's page, games and products", async () => {
    const answers = await answered(`/search?keyword=${encodeURIComponent('  pubg ')}&page=1`);
    expect(answers).toEqual([
      [categorySearchCall.path, { keyword: 'pubg', locale: 'ru' }, 1],
      [searchGoodsCall.path, { keyword: 'pubg', pageNum: 1, pageSize: 20, locale: 'ru' }, 1],
    ]);
    expect(await answered('/search?keyword=pubg&page=x')).toEqual(answers);
    expect((await answered('/search?keyword=pubg&page=2'))[1]?.[1]).toEqual({ keyword: 'pubg', pageNum: 2, pageSize: 20, locale: 'ru' });
  });

  it("answer /ordre/confirm's SKU summary for a link the page reads, then the game's account form", async () => {
    const path = orderConfirmPath({ skuId: '10111', quantity: 2 });
    const search = new URLSearchParams(path.split('?')[1]);
    const link = { productSpecDetailIds: search.get('productSpecDetailIds'), flag: 'info', signStr: search.get('signStr') };
    expect(await answered(path)).toEqual([
      [confirmOrderSkuInfoCall.path, { ...link, locale: 'ru' }, 1],
      [prePayFormInfoCall.path, { productId: '1011', locale: 'ru' }, 1],
    ]);
    // An edited quantity breaks the signature: the page shows the refusal, asked for itself.
    const edited = new URLSearchParams(search);
    edited.set('productSpecDetailIds', '[{"skuId":"10111","quantity":3}]');
    expect(await answered(`/ordre/confirm?${edited.toString()}`)).toEqual([]);
  });

  it('carry nothing of a page whose address names nothing it can find', async () => {
    for (const url of ['/act/no-such-page', '/act/Not_A_Key', '/activies/ext?id=abc', '/d/no-such-product', '/search', '/search?keyword=%20%20']) {
      expect([url, await answered(url)]).toEqual([url, []]);
    }
  });
});
